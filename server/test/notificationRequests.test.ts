import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, list, obj, signInAll, startTestServer, type TestServer } from './helpers';
import { settle, StreamClient } from './streamClient';

describe('filtered notifications: the policy and notification requests', () => {
  let server: TestServer;
  let tokens: Record<string, string> = {};
  let ids: Record<string, string> = {};
  const names = ['demo', 'alice', 'dave', 'frank', 'grace', 'heidi', 'mallory'];
  const call = (path: string, options: Parameters<typeof api>[2] = {}) =>
    api(server.url, path, { token: tokens.demo, ...options });
  const setPolicy = async (body: Record<string, string>) => {
    const response = await call('/api/v2/notifications/policy', { method: 'PATCH', body });
    expect(response.status).toBe(200);
    return obj(response.body);
  };
  const defaults = {
    for_not_following: 'accept',
    for_not_followers: 'accept',
    for_new_accounts: 'accept',
    for_private_mentions: 'filter',
    for_limited_accounts: 'filter',
  };
  const mention = async (who: string, text: string, visibility = 'public') =>
    String(
      obj(
        (
          await api(server.url, '/api/v1/statuses', {
            token: tokens[who],
            body: { status: `@demo ${text}`, visibility },
          })
        ).body,
      ).id,
    );
  const requests = async () => list((await call('/api/v1/notifications/requests')).body);
  const requestFrom = async (who: string) =>
    (await requests()).find((r) => obj(r.account).id === ids[who]);
  const normalMentions = async () =>
    list((await call('/api/v1/notifications?types[]=mention&limit=80')).body);
  const fromSender = async (who: string) =>
    list((await call(`/api/v1/notifications?account_id=${ids[who]}`)).body);

  beforeAll(async () => {
    server = await startTestServer();
    ({ tokens, ids } = await signInAll(server.url, names));
  }, 60_000);
  afterAll(async () => {
    await (server as TestServer | undefined)?.close();
  });

  it("has Mastodon's defaults, a summary of the seeded request, and saves a change", async () => {
    const policy = obj((await call('/api/v2/notifications/policy')).body);
    expect(policy).toEqual({
      ...defaults,
      summary: { pending_requests_count: 1, pending_notifications_count: 2 },
    });
    expect(await setPolicy({ for_not_followers: 'drop' })).toMatchObject({
      ...defaults,
      for_not_followers: 'drop',
    });
    expect(obj((await call('/api/v2/notifications/policy')).body).for_not_followers).toBe('drop');
    const refused = await call('/api/v2/notifications/policy', {
      method: 'PATCH',
      body: { for_new_accounts: 'maybe' },
    });
    expect(refused.status).toBe(422);
    await setPolicy(defaults);
  });

  it('lists the seeded request with its sender, count and last post, by Link pages', async () => {
    const response = await call('/api/v1/notifications/requests?limit=1');
    const [request] = list(response.body);
    expect(request).toMatchObject({
      notifications_count: '2',
      account: { id: ids.heidi, acct: 'heidi' },
      last_status: { content: expect.stringContaining('planetarium') as unknown },
    });
    expect(response.headers.get('link')).toContain(`max_id=${String(request!.id)}`);
    const one = await call(`/api/v1/notifications/requests/${String(request!.id)}`);
    expect(obj(one.body).id).toBe(request!.id);
    expect((await call('/api/v1/notifications/requests/1')).status).toBe(404);
    const merged = await call('/api/v1/notifications/requests/merged');
    expect(merged.body).toEqual({ merged: true });
  });

  it("keeps a request's notifications out of the lists; account_id shows them (v1 and v2)", async () => {
    expect((await normalMentions()).some((n) => obj(n.account).id === ids.heidi)).toBe(false);
    const v2 = obj((await call('/api/v2/notifications?limit=80')).body);
    expect(list(v2.notification_groups).some((g) => g.sample_account_ids === ids.heidi)).toBe(
      false,
    );
    expect((await fromSender('heidi')).map((n) => n.type)).toEqual(['mention', 'mention']);
    const grouped = obj((await call(`/api/v2/notifications?account_id=${ids.heidi}`)).body);
    expect(list(grouped.notification_groups)).toHaveLength(2);
  });

  it('filters by each rule: not following, not followers, new, private mentions, limited', async () => {
    const filteredBy = async (
      policy: Record<string, string>,
      who: string,
      visibility = 'public',
    ) => {
      await setPolicy({ ...defaults, ...policy });
      const status = await mention(who, `a note under ${JSON.stringify(policy)}`, visibility);
      const request = await requestFrom(who);
      await setPolicy(defaults);
      const shown = (await normalMentions()).some((n) => obj(n.status).id === status);
      expect(shown).toBe(!request);
      if (!request) return false;
      await call(`/api/v1/notifications/requests/${String(request.id)}/dismiss`, { body: {} });
      return true;
    };
    // frank is not followed by demo and is 12 days old; dave is followed but does not follow demo.
    expect(await filteredBy({ for_not_following: 'filter' }, 'frank')).toBe(true);
    expect(await filteredBy({ for_not_following: 'filter' }, 'alice')).toBe(false);
    expect(await filteredBy({ for_not_followers: 'filter' }, 'dave')).toBe(true);
    expect(await filteredBy({ for_not_followers: 'filter' }, 'alice')).toBe(false);
    expect(await filteredBy({ for_new_accounts: 'filter' }, 'frank')).toBe(true);
    expect(await filteredBy({ for_new_accounts: 'filter' }, 'grace')).toBe(false);
    expect(await filteredBy({}, 'grace', 'direct')).toBe(true);
    expect(await filteredBy({}, 'alice', 'direct')).toBe(false);
    expect(await filteredBy({}, 'grace')).toBe(false);
    expect(await filteredBy({}, 'mallory')).toBe(true);
    expect(await filteredBy({ for_limited_accounts: 'accept' }, 'mallory')).toBe(false);
  });

  it('streams no filtered notification; the unread count leaves it out', async () => {
    const ws = server.url.replace(/^http/, 'ws');
    const stream = await StreamClient.open(`${ws}/api/v1/streaming/?stream=user`, tokens.demo);
    await settle();
    const unread = async () =>
      Number(obj((await call('/api/v1/notifications/unread_count')).body).count);
    const before = await unread();
    await setPolicy({ ...defaults, for_not_following: 'filter' });
    const hidden = await mention('grace', 'kept aside');
    const shown = await mention('alice', 'streamed as usual');
    await setPolicy(defaults);
    const about = (m: { event: string; payload: string }, id: string) =>
      m.event === 'notification' && m.payload.includes(`"id":"${id}"`);
    await stream.waitFor((m) => about(m, shown));
    expect(stream.messages.some((m) => about(m, hidden))).toBe(false);
    stream.close();
    expect(await unread()).toBe(before + 1);
    const request = (await requestFrom('grace'))!;
    await call(`/api/v1/notifications/requests/${String(request.id)}/dismiss`, { body: {} });
  });

  it('drops what the policy ignores: nothing is stored and no request opens', async () => {
    await setPolicy({ ...defaults, for_not_following: 'drop' });
    const status = await mention('grace', 'you will never see this');
    await setPolicy(defaults);
    expect((await fromSender('grace')).some((n) => n.status && obj(n.status).id === status)).toBe(
      false,
    );
    expect(await requestFrom('grace')).toBeUndefined();
  });

  it('accepting lets the notifications in and every later one from that sender', async () => {
    await setPolicy({ ...defaults, for_not_following: 'filter' });
    const first = await mention('frank', 'first, filtered');
    const request = (await requestFrom('frank'))!;
    expect(request.notifications_count).toBe('1');
    const accepted = await call(`/api/v1/notifications/requests/${String(request.id)}/accept`, {
      body: {},
    });
    expect(accepted.status).toBe(200);
    expect(await requestFrom('frank')).toBeUndefined();
    const second = await mention('frank', 'second, accepted at once');
    const shown = (await normalMentions()).map((n) => obj(n.status).id);
    expect(shown).toEqual(expect.arrayContaining([first, second]));
    expect(await requestFrom('frank')).toBeUndefined();
    await setPolicy(defaults);
  });

  it("dismisses one or many (id[]), and accepts many, only among the reader's requests", async () => {
    await setPolicy({ ...defaults, for_not_following: 'filter' });
    const one = await mention('grace', 'one');
    const two = await mention('mallory', 'two');
    const grace = (await requestFrom('grace'))!;
    const mallory = (await requestFrom('mallory'))!;
    const heidi = (await requestFrom('heidi'))!;
    const summary = async () => obj(obj((await call('/api/v2/notifications/policy')).body).summary);
    expect(await summary()).toEqual({ pending_requests_count: 3, pending_notifications_count: 4 });

    // Someone else's request ids name nothing for them.
    await api(server.url, '/api/v1/notifications/requests/dismiss', {
      token: tokens.alice,
      body: { id: [grace.id] },
    });
    expect(await requestFrom('grace')).toBeDefined();

    await call('/api/v1/notifications/requests/dismiss', { body: { id: [grace.id, mallory.id] } });
    expect((await fromSender('grace')).some((n) => n.status && obj(n.status).id === one)).toBe(
      false,
    );
    expect((await fromSender('mallory')).some((n) => obj(n.status).id === two)).toBe(false);
    await call('/api/v1/notifications/requests/accept', { body: { id: [heidi.id] } });
    expect(await requests()).toEqual([]);
    expect(await summary()).toEqual({ pending_requests_count: 0, pending_notifications_count: 0 });
    expect((await normalMentions()).filter((n) => obj(n.account).id === ids.heidi)).toHaveLength(2);
    expect(
      (await call(`/api/v1/notifications/requests/${String(heidi.id)}/dismiss`, { body: {} }))
        .status,
    ).toBe(404);
    await setPolicy(defaults);
  });
});
