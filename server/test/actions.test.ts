import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, list, obj, startTestServer, tokenFor, type TestServer } from './helpers';

describe('blocks, mutes, conversation mutes, filters and bookmark categories', () => {
  let server: TestServer;
  let demo: string;
  let alice: string;
  let bob: string;
  let aliceId: string;
  let bobId: string;
  const post = async (token: string, status: string, extra: Record<string, unknown> = {}) =>
    obj((await api(server.url, '/api/v1/statuses', { token, body: { status, ...extra } })).body);
  const homeIds = async (token: string) =>
    list((await api(server.url, '/api/v1/timelines/home?limit=40', { token })).body).map(
      (s) => s.id,
    );

  beforeAll(async () => {
    server = await startTestServer();
    demo = await tokenFor(server.url, 'demo');
    alice = await tokenFor(server.url, 'alice');
    bob = await tokenFor(server.url, 'bob');
    aliceId = String(
      obj((await api(server.url, '/api/v1/accounts/verify_credentials', { token: alice })).body).id,
    );
    bobId = String(
      obj((await api(server.url, '/api/v1/accounts/verify_credentials', { token: bob })).body).id,
    );
  }, 60_000);
  afterAll(async () => {
    await (server as TestServer | undefined)?.close();
  });

  it('mutes with a duration: the author leaves home, relationships and GET /mutes say so', async () => {
    const fresh = await post(alice, 'Alice before the mute');
    expect(await homeIds(demo)).toContain(fresh.id);
    const muted = await api(server.url, `/api/v1/accounts/${aliceId}/mute`, {
      token: demo,
      body: { notifications: false, duration: 3600 },
    });
    expect(obj(muted.body)).toMatchObject({
      id: aliceId,
      muting: true,
      muting_notifications: false,
    });
    expect(await homeIds(demo)).not.toContain(fresh.id);
    const mutes = list((await api(server.url, '/api/v1/mutes', { token: demo })).body);
    expect(mutes.map((a) => a.id)).toEqual([aliceId]);
    const expires = new Date(String(mutes[0]!.mute_expires_at)).getTime();
    expect(expires - Date.now()).toBeGreaterThan(3500_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(3600_000);
    const unmuted = await api(server.url, `/api/v1/accounts/${aliceId}/unmute`, {
      token: demo,
      method: 'POST',
    });
    expect(obj(unmuted.body).muting).toBe(false);
    expect(await homeIds(demo)).toContain(fresh.id);
  });

  it('threads leave out replies by muted and blocked authors', async () => {
    const root = await post(demo, 'A question for everyone');
    const fromAlice = await post(alice, '@demo an answer from alice', { in_reply_to_id: root.id });
    const fromBob = await post(bob, '@demo an answer from bob', { in_reply_to_id: root.id });
    const replies = async () =>
      list(
        obj(
          (await api(server.url, `/api/v1/statuses/${String(root.id)}/context`, { token: demo }))
            .body,
        ).descendants,
      ).map((s) => s.id);
    expect(await replies()).toEqual([fromAlice.id, fromBob.id]);

    await api(server.url, `/api/v1/accounts/${bobId}/mute`, { token: demo, body: {} });
    expect(await replies()).toEqual([fromAlice.id]);
    await api(server.url, `/api/v1/accounts/${bobId}/unmute`, { token: demo, method: 'POST' });
    expect(await replies()).toEqual([fromAlice.id, fromBob.id]);

    await api(server.url, `/api/v1/accounts/${aliceId}/block`, { token: demo, method: 'POST' });
    expect(await replies()).toEqual([fromBob.id]);
    // Alice's reply is still there for everyone else.
    const forBob = obj(
      (await api(server.url, `/api/v1/statuses/${String(root.id)}/context`, { token: bob })).body,
    );
    expect(list(forBob.descendants).map((s) => s.id)).toContain(fromAlice.id);
    await api(server.url, `/api/v1/accounts/${aliceId}/unblock`, { token: demo, method: 'POST' });
  });

  it('blocks: ends the follow, hides posts and notifications, lists the account', async () => {
    await post(bob, 'Hello @demo from bob');
    const before = list(
      (await api(server.url, '/api/v1/notifications?limit=40', { token: demo })).body,
    );
    expect(before.some((n) => obj(n.account).id === bobId)).toBe(true);
    const blocked = obj(
      (await api(server.url, `/api/v1/accounts/${bobId}/block`, { token: demo, method: 'POST' }))
        .body,
    );
    expect(blocked).toMatchObject({ blocking: true, following: false });
    const after = list(
      (await api(server.url, '/api/v1/notifications?limit=40', { token: demo })).body,
    );
    expect(after.some((n) => obj(n.account).id === bobId)).toBe(false);
    await post(bob, 'Another @demo mention');
    const later = list(
      (await api(server.url, '/api/v1/notifications?limit=40', { token: demo })).body,
    );
    expect(later.some((n) => obj(n.account).id === bobId)).toBe(false);
    const local = list(
      (await api(server.url, '/api/v1/timelines/public?local=true&limit=40', { token: demo })).body,
    );
    expect(local.some((s) => obj(s.account).id === bobId)).toBe(false);
    const blocks = list((await api(server.url, '/api/v1/blocks', { token: demo })).body);
    expect(blocks.map((a) => a.id)).toEqual([bobId]);
    const rel = list(
      (await api(server.url, `/api/v1/accounts/relationships?id[]=${bobId}`, { token: bob })).body,
    );
    expect(rel).toHaveLength(1);
    const theirs = list(
      (
        await api(
          server.url,
          `/api/v1/accounts/relationships?id[]=${String(obj((await api(server.url, '/api/v1/accounts/verify_credentials', { token: demo })).body).id)}`,
          { token: bob },
        )
      ).body,
    );
    expect(theirs[0]).toMatchObject({ blocked_by: true });
    const demoPost = await post(demo, 'Not for bob');
    const asBob = await api(server.url, `/api/v1/statuses/${String(demoPost.id)}`, { token: bob });
    expect(asBob.status).toBe(404);
    await api(server.url, `/api/v1/accounts/${bobId}/unblock`, { token: demo, method: 'POST' });
    const again = await api(server.url, `/api/v1/statuses/${String(demoPost.id)}`, { token: bob });
    expect(again.status).toBe(200);
    expect(list((await api(server.url, '/api/v1/blocks', { token: demo })).body)).toEqual([]);
  });

  it('mutes a conversation: muted is serialized and replies in it notify no more', async () => {
    const root = await post(demo, 'A thread of mine');
    const muted = obj(
      (
        await api(server.url, `/api/v1/statuses/${String(root.id)}/mute`, {
          token: demo,
          method: 'POST',
        })
      ).body,
    );
    expect(muted.muted).toBe(true);
    const reply = await post(alice, '@demo a reply', { in_reply_to_id: root.id });
    const replyAsDemo = obj(
      (await api(server.url, `/api/v1/statuses/${String(reply.id)}`, { token: demo })).body,
    );
    expect(replyAsDemo.muted).toBe(true);
    const notes = list(
      (await api(server.url, '/api/v1/notifications?limit=40', { token: demo })).body,
    );
    expect(notes.some((n) => n.status && obj(n.status).id === reply.id)).toBe(false);
    const unmuted = obj(
      (
        await api(server.url, `/api/v1/statuses/${String(root.id)}/unmute`, {
          token: demo,
          method: 'POST',
        })
      ).body,
    );
    expect(unmuted.muted).toBe(false);
  });

  it('filters v2: keywords (whole word), status filters, filtered per viewer, update and delete', async () => {
    const created = await api(server.url, '/api/v2/filters', {
      token: demo,
      body: {
        title: 'Spoilers',
        context: ['home', 'public'],
        filter_action: 'hide',
        keywords_attributes: [{ keyword: 'finale', whole_word: true }],
      },
    });
    expect(created.status).toBe(200);
    const filter = obj(created.body);
    expect(filter).toMatchObject({
      title: 'Spoilers',
      context: ['home', 'public'],
      filter_action: 'hide',
    });
    const matching = await post(alice, 'The Finale was wild');
    const partial = await post(alice, 'Finalists announced');
    const asDemo = obj(
      (await api(server.url, `/api/v1/statuses/${String(matching.id)}`, { token: demo })).body,
    );
    expect(asDemo.filtered).toEqual([
      expect.objectContaining({
        keyword_matches: ['finale'],
        filter: expect.objectContaining({
          id: filter.id,
          title: 'Spoilers',
          filter_action: 'hide',
        }) as unknown,
      }),
    ]);
    const notWhole = obj(
      (await api(server.url, `/api/v1/statuses/${String(partial.id)}`, { token: demo })).body,
    );
    expect(notWhole.filtered).toEqual([]);
    const asAlice = obj(
      (await api(server.url, `/api/v1/statuses/${String(matching.id)}`, { token: alice })).body,
    );
    expect(asAlice.filtered).toEqual([]);

    const added = await api(server.url, `/api/v2/filters/${String(filter.id)}/statuses`, {
      token: demo,
      body: { status_id: partial.id },
    });
    expect(obj(added.body)).toMatchObject({ status_id: partial.id });
    const byStatus = obj(
      (await api(server.url, `/api/v1/statuses/${String(partial.id)}`, { token: demo })).body,
    );
    expect(byStatus.filtered).toEqual([expect.objectContaining({ status_matches: [partial.id] })]);

    const updated = await api(server.url, `/api/v2/filters/${String(filter.id)}`, {
      token: demo,
      method: 'PUT',
      body: { filter_action: 'warn', title: 'Show spoilers later' },
    });
    expect(obj(updated.body)).toMatchObject({
      filter_action: 'warn',
      title: 'Show spoilers later',
    });
    expect(list((await api(server.url, '/api/v2/filters', { token: demo })).body)).toHaveLength(1);
    const bad = await api(server.url, '/api/v2/filters', {
      token: demo,
      body: { title: 'x', context: ['nowhere'] },
    });
    expect(bad.status).toBe(422);
    await api(server.url, `/api/v2/filters/${String(filter.id)}`, {
      token: demo,
      method: 'DELETE',
    });
    expect(list((await api(server.url, '/api/v2/filters', { token: demo })).body)).toEqual([]);
    const gone = await api(server.url, `/api/v2/filters/${String(filter.id)}`, { token: demo });
    expect(gone.status).toBe(404);
  });

  it('bookmark categories: seeded, CRUD, statuses in and out, categories of a status', async () => {
    const seeded = list(
      (await api(server.url, '/api/v1/bookmark_categories', { token: demo })).body,
    );
    expect(seeded.map((c) => c.title)).toEqual(['Read later', 'Inspiration']);
    const created = obj(
      (
        await api(server.url, '/api/v1/bookmark_categories', {
          token: demo,
          body: { title: 'Recipes' },
        })
      ).body,
    );
    const status = await post(alice, 'A soup recipe');
    await api(server.url, `/api/v1/bookmark_categories/${String(created.id)}/statuses`, {
      token: demo,
      body: { status_ids: [status.id] },
    });
    const inside = list(
      (
        await api(server.url, `/api/v1/bookmark_categories/${String(created.id)}/statuses`, {
          token: demo,
        })
      ).body,
    );
    expect(inside.map((s) => s.id)).toEqual([status.id]);
    expect(inside[0]!.bookmarked).toBe(true);
    const of = list(
      (
        await api(server.url, `/api/v1/statuses/${String(status.id)}/bookmark_categories`, {
          token: demo,
        })
      ).body,
    );
    expect(of).toEqual([{ id: created.id, title: 'Recipes' }]);
    await api(
      server.url,
      `/api/v1/bookmark_categories/${String(created.id)}/statuses?status_ids[]=${String(status.id)}`,
      {
        token: demo,
        method: 'DELETE',
      },
    );
    expect(
      list(
        (
          await api(server.url, `/api/v1/bookmark_categories/${String(created.id)}/statuses`, {
            token: demo,
          })
        ).body,
      ),
    ).toEqual([]);
    const renamed = await api(server.url, `/api/v1/bookmark_categories/${String(created.id)}`, {
      token: demo,
      method: 'PUT',
      body: { title: 'Soups' },
    });
    expect(obj(renamed.body).title).toBe('Soups');
    const others = await api(server.url, `/api/v1/bookmark_categories/${String(created.id)}`, {
      token: alice,
    });
    expect(others.status).toBe(404);
    await api(server.url, `/api/v1/bookmark_categories/${String(created.id)}`, {
      token: demo,
      method: 'DELETE',
    });
    expect(
      list((await api(server.url, '/api/v1/bookmark_categories', { token: demo })).body),
    ).toHaveLength(2);
  });

  it('reblogs with the chosen visibility', async () => {
    const status = await post(alice, 'Boost me quietly');
    const boost = obj(
      (
        await api(server.url, `/api/v1/statuses/${String(status.id)}/reblog`, {
          token: demo,
          body: { visibility: 'unlisted' },
        })
      ).body,
    );
    expect(boost.visibility).toBe('unlisted');
    expect(obj(boost.reblog).reblogged).toBe(true);
  });
});
