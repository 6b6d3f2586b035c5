import { describe, expect, it } from 'vitest';
import { normaliseApp, normaliseToken } from './oauth';

describe('OAuth records', () => {
  it('reads a registered app, with redirect_uris from newer servers', () => {
    expect(
      normaliseApp({
        id: '1',
        name: 'x',
        client_id: 'cid',
        client_secret: 'sec',
        redirect_uri: 'https://c.example/cb',
      }),
    ).toEqual({
      clientId: 'cid',
      clientSecret: 'sec',
      redirectUri: 'https://c.example/cb',
    });
    expect(
      normaliseApp({
        client_id: 'cid',
        client_secret: 'sec',
        redirect_uris: ['https://c.example/cb'],
      }).redirectUri,
    ).toBe('https://c.example/cb');
    expect(() => normaliseApp({ client_id: 'cid' })).toThrow('"client_secret" should be a string');
  });

  it('reads a token and refuses an empty one', () => {
    expect(
      normaliseToken({ access_token: 'tok', token_type: 'Bearer', scope: 'read', created_at: 5 }),
    ).toEqual({
      accessToken: 'tok',
      tokenType: 'Bearer',
      scope: 'read',
      createdAt: 5,
    });
    expect(() => normaliseToken({ access_token: '' })).toThrow('empty');
  });
});
