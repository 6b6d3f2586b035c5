import { describe, expect, it } from 'vitest';
import {
  notificationPermission,
  requestNotificationPermission,
  type NotificationPermissionApi,
} from './notificationPermission';

const answering = (
  answer: NotificationPermission,
  style: 'promise' | 'callback' = 'promise',
): NotificationPermissionApi => ({
  permission: 'default',
  requestPermission: (callback) => {
    if (style === 'callback') {
      callback?.(answer);
      return undefined;
    }
    return Promise.resolve(answer);
  },
});

describe('notification permission', () => {
  it('reads the permission, or unsupported without the API', () => {
    expect(notificationPermission({ ...answering('granted'), permission: 'denied' })).toBe(
      'denied',
    );
    expect(notificationPermission(undefined)).toBe('unsupported');
  });

  it('reports what the browser answered, by promise or by callback', async () => {
    expect(await requestNotificationPermission(answering('granted'))).toBe('granted');
    expect(await requestNotificationPermission(answering('denied', 'callback'))).toBe('denied');
    expect(await requestNotificationPermission(undefined)).toBe('unsupported');
  });

  it('takes a browser that refuses to ask as unsupported', async () => {
    const refusing: NotificationPermissionApi = {
      permission: 'default',
      requestPermission: () => Promise.reject(new Error('not in this context')),
    };
    expect(await requestNotificationPermission(refusing)).toBe('unsupported');
  });
});
