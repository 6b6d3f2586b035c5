import { describe, expect, it } from 'vitest';
import { normalisePushMessage, normalisePushSubscription } from './push';

describe('push entities', () => {
  it('reads a WebPushSubscription, keeping boolean alerts and a known policy', () => {
    expect(
      normalisePushSubscription({
        id: 3,
        endpoint: 'https://push.example/x',
        alerts: { follow: true, mention: false, odd: 'yes' },
        server_key: 'KEY',
        policy: 'sideways',
      }),
    ).toEqual({
      id: '3',
      endpoint: 'https://push.example/x',
      alerts: { follow: true, mention: false },
      policy: 'all',
      serverKey: 'KEY',
    });
  });

  it("reads Mastodon's push payload; a javascript: icon is dropped; a foreign shape is null", () => {
    expect(
      normalisePushMessage({
        access_token: 'tok',
        preferred_locale: 'en',
        notification_id: 42,
        notification_type: 'favourite',
        icon: 'javascript:alert(1)',
        title: 'Alice favorited your post',
        body: 'Hello',
      }),
    ).toEqual({
      accessToken: 'tok',
      notificationId: '42',
      type: 'favourite',
      title: 'Alice favorited your post',
      body: 'Hello',
      icon: null,
    });
    expect(normalisePushMessage({ hello: 'world' })).toBeNull();
    expect(normalisePushMessage('text')).toBeNull();
  });
});
