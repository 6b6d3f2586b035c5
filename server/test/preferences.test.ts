import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, obj, startTestServer, tokenFor, type TestServer } from './helpers';

describe('posting defaults', () => {
  let server: TestServer;
  let demo: string;
  let alice: string;
  beforeAll(async () => {
    server = await startTestServer();
    demo = await tokenFor(server.url, 'demo');
    alice = await tokenFor(server.url, 'alice');
  }, 60_000);
  afterAll(async () => {
    await (server as TestServer | undefined)?.close();
  });

  it('keeps what update_credentials sets, per account, in preferences and the source', async () => {
    const updated = await api(server.url, '/api/v1/accounts/update_credentials', {
      method: 'PATCH',
      token: demo,
      form: { 'source[privacy]': 'unlisted', 'source[language]': 'ja' },
    });
    expect(updated.status).toBe(200);
    expect(obj(obj(updated.body).source)).toMatchObject({ privacy: 'unlisted', language: 'ja' });

    await api(server.url, '/api/v1/accounts/update_credentials', {
      method: 'PATCH',
      token: demo,
      body: { source: { searchability: 'public', sensitive: true } },
    });
    const preferences = await api(server.url, '/api/v1/preferences', { token: demo });
    expect(preferences.body).toMatchObject({
      'posting:default:visibility': 'unlisted',
      'posting:default:language': 'ja',
      'posting:default:searchability': 'public',
      'posting:default:sensitive': true,
    });
    const me = await api(server.url, '/api/v1/accounts/verify_credentials', { token: demo });
    expect(obj(obj(me.body).source)).toMatchObject({
      privacy: 'unlisted',
      searchability: 'public',
    });

    const others = await api(server.url, '/api/v1/preferences', { token: alice });
    expect(obj(others.body)['posting:default:visibility']).toBe('public');
  });

  it('refuses a privacy it does not know, changing nothing', async () => {
    const refused = await api(server.url, '/api/v1/accounts/update_credentials', {
      method: 'PATCH',
      token: alice,
      body: { source: { privacy: 'everyone' } },
    });
    expect(refused.status).toBe(422);
    const preferences = await api(server.url, '/api/v1/preferences', { token: alice });
    expect(obj(preferences.body)['posting:default:visibility']).toBe('public');
  });
});
