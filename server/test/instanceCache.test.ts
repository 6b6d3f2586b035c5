import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, obj, startTestServer, tokenFor, type TestServer } from './helpers';

async function instances(base: string) {
  const v1 = obj((await api(base, '/api/v1/instance')).body);
  const v2 = obj((await api(base, '/api/v2/instance')).body);
  return {
    statuses: obj(v1.stats).status_count,
    v1Contact: obj(v1.contact_account).display_name,
    v2Contact: obj(obj(v2.contact).account).display_name,
  };
}

describe('the instance answer, kept in memory', () => {
  let server: TestServer;
  let demo: string;
  beforeAll(async () => {
    server = await startTestServer();
    demo = await tokenFor(server.url, 'demo');
  });
  afterAll(async () => {
    await (server as TestServer | undefined)?.close();
  });

  it('keeps its counts for a while as Mastodon does, and shows a profile edit at once', async () => {
    const before = await instances(server.url);
    expect(before.v1Contact).toBe(before.v2Contact);
    const posted = await api(server.url, '/api/v1/statuses', {
      token: demo,
      body: { status: 'One more post' },
    });
    expect(posted.status).toBe(200);
    expect(await instances(server.url)).toEqual(before);

    const form = new FormData();
    form.set('display_name', 'Demo, renamed');
    const edited = await fetch(`${server.url}/api/v1/accounts/update_credentials`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${demo}` },
      body: form,
    });
    expect(edited.status).toBe(200);
    expect(await instances(server.url)).toEqual({
      statuses: Number(before.statuses) + 1,
      v1Contact: 'Demo, renamed',
      v2Contact: 'Demo, renamed',
    });
  });

  it('answers each address the server is reached at with its own URLs', async () => {
    const direct = obj((await api(server.url, '/api/v2/instance')).body);
    const proxied = obj(
      (
        await api(server.url, '/api/v2/instance', {
          headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'sandbox.example' },
        })
      ).body,
    );
    expect(direct.domain).not.toBe('sandbox.example');
    expect(proxied.domain).toBe('sandbox.example');
  });
});
