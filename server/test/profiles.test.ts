import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, list, obj, startTestServer, tokenFor, type TestServer } from './helpers';
import { makePng } from './png';

async function lookup(base: string, acct: string, token?: string) {
  return obj((await api(base, `/api/v1/accounts/lookup?acct=${acct}`, { token })).body);
}

async function patchProfile(base: string, token: string, form: FormData) {
  const response = await fetch(`${base}/api/v1/accounts/update_credentials`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('profiles and what readers keep about accounts', () => {
  let server: TestServer;
  let demo: string;
  let alice: string;
  let ids: Record<string, string>;
  beforeAll(async () => {
    server = await startTestServer();
    demo = await tokenFor(server.url, 'demo');
    alice = await tokenFor(server.url, 'alice');
    ids = {};
    for (const name of ['demo', 'alice', 'bob', 'carol', 'erin', 'frank', 'grace']) {
      ids[name] = String((await lookup(server.url, name)).id);
    }
  }, 60_000);
  afterAll(async () => {
    await (server as TestServer | undefined)?.close();
  });

  it('serves the seeded role, memorial, move, limit and hidden counts', async () => {
    const aliceJson = await lookup(server.url, 'alice');
    expect(aliceJson.roles).toEqual([{ id: '3', name: 'Moderator', color: '#2b90d9' }]);
    expect((await lookup(server.url, 'henry')).memorial).toBe(true);
    expect((await lookup(server.url, 'mallory')).limited).toBe(true);
    const moved = obj((await lookup(server.url, 'oldfrank')).moved);
    expect(moved).toMatchObject({ username: 'frank' });
    expect(moved.moved).toBeUndefined();
    const grace = await lookup(server.url, 'grace');
    expect(obj(grace.other_settings)).toMatchObject({ hide_followers_count: true });
    expect(aliceJson).not.toHaveProperty('memorial');
  });

  it('keeps a private note per reader, and an empty one deletes it', async () => {
    const path = `/api/v1/accounts/${ids.bob}/note`;
    const saved = await api(server.url, path, {
      token: demo,
      form: { comment: 'Met at the fair' },
    });
    expect(obj(saved.body)).toMatchObject({ id: ids.bob, note: 'Met at the fair' });
    const seen = await api(server.url, `/api/v1/accounts/relationships?id[]=${ids.bob}`, {
      token: demo,
    });
    expect(list(seen.body)[0]?.note).toBe('Met at the fair');
    const other = await api(server.url, `/api/v1/accounts/relationships?id[]=${ids.bob}`, {
      token: alice,
    });
    expect(list(other.body)[0]?.note).toBe('');
    const cleared = await api(server.url, path, { token: demo, body: { comment: '' } });
    expect(obj(cleared.body).note).toBe('');
    const tooLong = await api(server.url, path, {
      token: demo,
      body: { comment: 'x'.repeat(2001) },
    });
    expect(tooLong.status).toBe(422);
  });

  it('endorses followed accounts only, lists them with Link paging, and unfollowing ends it', async () => {
    const refused = await api(server.url, `/api/v1/accounts/${ids.grace}/pin`, {
      method: 'POST',
      token: demo,
    });
    expect(refused.status).toBe(422);
    for (const name of ['alice', 'bob']) {
      const pinned = await api(server.url, `/api/v1/accounts/${ids[name]}/pin`, {
        method: 'POST',
        token: demo,
      });
      expect(obj(pinned.body).endorsed).toBe(true);
    }
    const first = await api(server.url, '/api/v1/endorsements?limit=1', { token: demo });
    expect(list(first.body).map((a) => a.username)).toEqual(['bob']);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')?.[1];
    expect(next).toBeDefined();
    const second = await api(
      server.url,
      new URL(next ?? '').pathname + new URL(next ?? '').search,
      {
        token: demo,
      },
    );
    expect(list(second.body).map((a) => a.username)).toEqual(['alice']);
    const all = await api(server.url, `/api/v1/accounts/${ids.demo}/endorsements?limit=0`);
    expect(list(all.body).map((a) => a.username)).toEqual(['bob', 'alice']);
    const seeded = await api(server.url, `/api/v1/accounts/${ids.alice}/endorsements`);
    expect(
      list(seeded.body)
        .map((a) => a.username)
        .sort(),
    ).toEqual(['bob', 'carol']);

    await api(server.url, `/api/v1/accounts/${ids.bob}/unpin`, { method: 'POST', token: demo });
    await api(server.url, `/api/v1/accounts/${ids.alice}/unfollow`, {
      method: 'POST',
      token: demo,
    });
    const after = await api(server.url, '/api/v1/endorsements', { token: demo });
    expect(list(after.body)).toEqual([]);
    await api(server.url, `/api/v1/accounts/${ids.alice}/follow`, { method: 'POST', token: demo });
  });

  it('keeps reblogs, notify and languages of a follow in the relationship', async () => {
    const path = `/api/v1/accounts/${ids.carol}/follow`;
    const changed = await api(server.url, path, {
      token: demo,
      body: { reblogs: false, notify: true, languages: ['en', 'ja'] },
    });
    expect(obj(changed.body)).toMatchObject({
      following: true,
      showing_reblogs: false,
      notifying: true,
      languages: ['en', 'ja'],
    });
    const kept = await api(server.url, path, { token: demo, body: { reblogs: true } });
    expect(obj(kept.body)).toMatchObject({ showing_reblogs: true, notifying: true });
    expect(obj(kept.body).languages).toEqual(['en', 'ja']);
  });

  it('removes a follower', async () => {
    const removed = await api(server.url, `/api/v1/accounts/${ids.frank}/remove_from_followers`, {
      method: 'POST',
      token: demo,
    });
    expect(obj(removed.body)).toMatchObject({ id: ids.frank, followed_by: false });
  });

  it('answers familiar followers: the followers the reader follows', async () => {
    const found = await api(
      server.url,
      `/api/v1/accounts/familiar_followers?id[]=${ids.erin}&id[]=${ids.grace}`,
      { token: demo },
    );
    const [erin, grace] = list(found.body);
    expect(erin?.id).toBe(ids.erin);
    expect(
      list(erin?.accounts)
        .map((a) => a.username)
        .sort(),
    ).toEqual(['alice', 'bob', 'carol']);
    expect(list(grace?.accounts).map((a) => a.username)).toEqual(['bob']);
    const anonymous = await api(server.url, `/api/v1/accounts/familiar_followers?id=${ids.erin}`);
    expect(anonymous.status).toBe(401);
  });

  it('updates the profile from multipart, with images served and fields replaced', async () => {
    const form = new FormData();
    form.append('display_name', 'Demo Renamed');
    form.append('note', 'New bio');
    form.append('locked', 'true');
    form.append('bot', 'false');
    form.append('discoverable', 'false');
    form.append('indexable', 'false');
    form.append('hide_collections', 'true');
    form.append('fields_attributes[0][name]', 'Source');
    form.append('fields_attributes[0][value]', 'https://github.com/kmycode/mastodon');
    form.append('fields_attributes[1][name]', 'Home');
    form.append('fields_attributes[1][value]', 'Sandbox City');
    form.append('other_settings[hide_statuses_count]', 'true');
    const png = new Uint8Array(makePng(4, 4, () => [200, 10, 10]));
    form.append('avatar', new Blob([png], { type: 'image/png' }), 'a.png');
    const updated = await patchProfile(server.url, demo, form);
    expect(updated.status).toBe(200);
    const json = obj(updated.body);
    expect(json).toMatchObject({
      display_name: 'Demo Renamed',
      locked: true,
      discoverable: false,
      indexable: false,
      hide_collections: true,
    });
    expect(obj(json.other_settings)).toMatchObject({
      hide_statuses_count: true,
      hide_network: true,
    });
    expect(obj(json.source).note).toBe('New bio');
    const fields = list(json.fields);
    expect(fields.map((f) => f.name)).toEqual(['Source', 'Home']);
    // The unchanged verified field keeps its verification.
    expect(fields[0]?.verified_at).not.toBeNull();
    expect(fields[1]?.verified_at).toBeNull();
    const avatar = await fetch(String(json.avatar));
    expect(avatar.status).toBe(200);
    expect(avatar.headers.get('content-type')).toBe('image/png');

    const followers = await api(server.url, `/api/v1/accounts/${ids.demo}/followers`, {
      token: alice,
    });
    expect(followers.body).toEqual([]);
    const own = await api(server.url, `/api/v1/accounts/${ids.demo}/followers`, { token: demo });
    expect(list(own.body).length).toBeGreaterThan(0);
  });

  it('refuses a long name, five fields or a file that is not a picture', async () => {
    const long = new FormData();
    long.append('display_name', 'x'.repeat(31));
    expect((await patchProfile(server.url, alice, long)).status).toBe(422);
    const many = new FormData();
    for (let i = 0; i < 5; i++) {
      many.append(`fields_attributes[${i}][name]`, `n${i}`);
      many.append(`fields_attributes[${i}][value]`, `v${i}`);
    }
    expect((await patchProfile(server.url, alice, many)).status).toBe(422);
    const text = new FormData();
    text.append('header', new Blob(['not a picture at all, just words']), 'h.txt');
    expect((await patchProfile(server.url, alice, text)).status).toBe(422);
    expect((await lookup(server.url, 'alice')).display_name).toBe('Alice Liddell');
  });
});
