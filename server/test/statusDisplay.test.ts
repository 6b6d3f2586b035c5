import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { api, links, list, obj, startTestServer, tokenFor, type TestServer } from './helpers';

describe('polls, reactions, quotes, cards, edits and translations', () => {
  let server: TestServer;
  let demo: string;
  let alice: string;
  let statuses: Record<string, unknown>[];
  beforeAll(async () => {
    server = await startTestServer();
    demo = await tokenFor(server.url, 'demo');
    alice = await tokenFor(server.url, 'alice');
    statuses = [];
    for (const name of ['alice', 'bob', 'carol', 'erin', 'grace', 'demo']) {
      const account = obj((await api(server.url, `/api/v1/accounts/lookup?acct=${name}`)).body);
      const page = await api(
        server.url,
        `/api/v1/accounts/${String(account.id)}/statuses?limit=40`,
        {
          token: demo,
        },
      );
      statuses.push(...list(page.body));
    }
  }, 60_000);
  afterAll(async () => {
    await (server as TestServer | undefined)?.close();
  });

  const find = (text: string) => {
    const found = statuses.find((s) => String(s.content).includes(text));
    if (!found) throw new Error(`no status with ${text}`);
    return found;
  };

  it('serializes polls with own votes and voters, and votes once', async () => {
    const voted = obj(find('cats or dogs').poll);
    expect(voted).toMatchObject({ voted: true, own_votes: [0], expired: false, multiple: false });
    const single = find('next to the new pond');
    const poll = obj(single.poll);
    expect(poll).toMatchObject({ voted: false, own_votes: [], votes_count: 3 });
    expect(list(poll.options).map((o) => o.votes_count)).toEqual([2, 1, 0, 0]);

    const refreshed = await api(server.url, `/api/v1/polls/${String(poll.id)}`, { token: demo });
    expect(obj(refreshed.body).id).toBe(poll.id);

    const invalid = await api(server.url, `/api/v1/polls/${String(poll.id)}/votes`, {
      token: demo,
      body: { choices: [9] },
    });
    expect(invalid.status).toBe(422);
    expect(obj(invalid.body).error).toBe(
      'Validation failed: The chosen vote option does not exist',
    );
    const vote = await api(server.url, `/api/v1/polls/${String(poll.id)}/votes`, {
      token: demo,
      body: { choices: ['1'] },
    });
    expect(vote.status).toBe(200);
    expect(obj(vote.body)).toMatchObject({ voted: true, own_votes: [1], votes_count: 4 });
    const again = await api(server.url, `/api/v1/polls/${String(poll.id)}/votes`, {
      token: demo,
      body: { choices: [0] },
    });
    expect(obj(again.body).error).toBe('Validation failed: You have already voted on this poll');

    const ended = obj(find('meet for stargazing').poll);
    expect(ended.expired).toBe(true);
    const late = await api(server.url, `/api/v1/polls/${String(ended.id)}/votes`, {
      token: demo,
      body: { choices: [0] },
    });
    expect(obj(late.body).error).toBe('Validation failed: The poll has already ended');

    const multiple = obj(find('Pick all that apply').poll);
    expect(multiple).toMatchObject({ multiple: true, voters_count: 3, votes_count: 5 });
  });

  it('reacts with unicode and custom emoji, lists who reacted, and unreacts', async () => {
    const status = find('Deploy went fine');
    const id = String(status.id);
    const put = await api(
      server.url,
      `/api/v1/statuses/${id}/emoji_reactions/${encodeURIComponent('🔥')}`,
      {
        method: 'PUT',
        token: demo,
      },
    );
    expect(put.status).toBe(200);
    expect(list(obj(put.body).emoji_reactions)).toEqual([
      expect.objectContaining({ name: '🔥', count: 1, me: true }),
    ]);
    const second = await api(
      server.url,
      `/api/v1/statuses/${id}/emoji_reactions/${encodeURIComponent('👍')}`,
      { method: 'PUT', token: demo },
    );
    expect(second.status).toBe(422);
    expect(obj(second.body).error).toBe('Validation failed: Emoji reaction limit reached');
    const custom = await api(server.url, `/api/v1/statuses/${id}/emoji_reactions`, {
      token: alice,
      body: { emoji: ':blobcat:' },
    });
    const blobcat = list(obj(custom.body).emoji_reactions).find((r) => r.name === 'blobcat');
    expect(blobcat).toMatchObject({ count: 1, me: true });
    expect(String(blobcat?.url)).toMatch(/^http.*blobcat/);
    const unknown = await api(server.url, `/api/v1/statuses/${id}/emoji_reactions/nonexistent`, {
      method: 'PUT',
      token: demo,
    });
    expect(unknown.status).toBe(422);

    const by = await api(server.url, `/api/v1/statuses/${id}/emoji_reactioned_by`, { token: demo });
    expect(list(by.body).map((r) => [r.name, obj(r.account).username])).toEqual(
      expect.arrayContaining([
        ['🔥', 'demo'],
        ['blobcat', 'alice'],
      ]),
    );
    const mine = await api(server.url, '/api/v1/emoji_reactions', { token: demo });
    expect(list(mine.body).map((s) => s.id)).toContain(id);

    const del = await api(
      server.url,
      `/api/v1/statuses/${id}/emoji_reactions/${encodeURIComponent('🔥')}`,
      {
        method: 'DELETE',
        token: demo,
      },
    );
    expect(list(obj(del.body).emoji_reactions).map((r) => r.name)).toEqual(['blobcat']);
  });

  it('streams status.update to the author when someone reacts', async () => {
    const post = find('Morning :coffee:');
    const socket = new WebSocket(
      `${server.url.replace(/^http/, 'ws')}/api/v1/streaming?access_token=${demo}`,
    );
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const update = new Promise<Record<string, unknown>>((resolve) => {
      socket.on('message', (data) => {
        const message = obj(JSON.parse((data as Buffer).toString()));
        if (message.event === 'status.update') resolve(obj(JSON.parse(String(message.payload))));
      });
    });
    socket.send(JSON.stringify({ type: 'subscribe', stream: 'user' }));
    // The subscription is read before the reaction happens.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await api(server.url, `/api/v1/statuses/${String(post.id)}/emoji_reactions`, {
      token: alice,
      body: { emoji: '☕' },
    });
    const status = await update;
    socket.close();
    expect(status.id).toBe(post.id);
    expect(list(status.emoji_reactions)).toEqual([
      expect.objectContaining({ name: '☕', count: 1, me: false }),
    ]);
  });

  it('refuses reactions where the author blocks them', async () => {
    const bot = obj((await api(server.url, '/api/v1/accounts/lookup?acct=dave')).body);
    expect(obj(bot.other_settings).emoji_reaction_policy).toBe('block');
    const page = await api(server.url, `/api/v1/accounts/${String(bot.id)}/statuses`, {
      token: demo,
    });
    const id = String(list(page.body)[0]?.id);
    const refused = await api(
      server.url,
      `/api/v1/statuses/${id}/emoji_reactions/${encodeURIComponent('👍')}`,
      {
        method: 'PUT',
        token: demo,
      },
    );
    expect(refused.status).toBe(403);
  });

  it('keeps a reaction deck', async () => {
    const deck = await api(server.url, '/api/v1/reaction_deck', { token: demo });
    expect(list(deck.body).map((e) => e.name)).toContain('blobcat');
    const saved = await api(server.url, '/api/v1/reaction_deck', {
      token: demo,
      body: { emojis: [{ name: '🌟' }, { name: ':kmyblue:' }] },
    });
    expect(list(saved.body).map((e) => e.name)).toEqual(['🌟', 'kmyblue']);
  });

  it('serializes quotes with approval, lists and revokes them, and changes the policy', async () => {
    const quoting = find('quoted for posterity');
    const quote = obj(quoting.quote);
    expect(quote.state).toBe('accepted');
    const quoted = obj(quote.quoted_status);
    expect(String(quoted.content)).toContain('8 minutes');
    expect(quoted.quote).toBeNull();
    expect(obj(quoted.quote_approval)).toEqual({
      automatic: ['public'],
      manual: [],
      current_user: 'automatic',
    });

    const demoIntro = find('Welcome to the kmyblue sandbox');
    expect(demoIntro.quotes_count).toBe(1);
    const quotes = await api(server.url, `/api/v1/statuses/${String(demoIntro.id)}/quotes`, {
      token: demo,
    });
    const grace = list(quotes.body)[0];
    expect(String(grace?.content)).toContain('learn the API');
    const notMine = await api(server.url, `/api/v1/statuses/${String(demoIntro.id)}/quotes`, {
      token: alice,
    });
    expect(notMine.status).toBe(404);

    const policy = await api(
      server.url,
      `/api/v1/statuses/${String(demoIntro.id)}/interaction_policy`,
      { method: 'PUT', token: demo, body: { quote_approval_policy: 'nobody' } },
    );
    expect(obj(policy.body).quote_approval).toMatchObject({
      automatic: [],
      current_user: 'automatic',
    });
    const asAlice = await api(server.url, `/api/v1/statuses/${String(demoIntro.id)}`, {
      token: alice,
    });
    expect(obj(obj(asAlice.body).quote_approval).current_user).toBe('denied');
    const asVisitor = await api(server.url, `/api/v1/statuses/${String(demoIntro.id)}`);
    expect(obj(obj(asVisitor.body).quote_approval).current_user).toBe('unknown');

    const revoked = await api(
      server.url,
      `/api/v1/statuses/${String(demoIntro.id)}/quotes/${String(grace?.id)}/revoke`,
      { method: 'POST', token: demo },
    );
    expect(obj(obj(revoked.body).quote)).toEqual({ state: 'revoked', quoted_status: null });
  });

  it('serializes link previews with their author account', async () => {
    const pond = obj(find('how the pond was built').card);
    expect(pond).toMatchObject({ type: 'link', title: 'Building a small garden pond' });
    expect(obj(list(pond.authors)[0]?.account).username).toBe('alice');
    const video = obj(find('Andromeda').card);
    expect(video.type).toBe('video');
    expect(String(video.html)).toContain('https://www.youtube.com/embed/');
    expect(String(video.image)).toMatch(/^http/);
  });

  it('keeps every version of an edited post', async () => {
    const edited = find('Deploy went fine');
    expect(edited.edited_at).toBeTruthy();
    const history = list(
      (await api(server.url, `/api/v1/statuses/${String(edited.id)}/history`)).body,
    );
    expect(history.map((v) => String(v.content))).toEqual([
      expect.not.stringContaining('Edit:'),
      expect.stringContaining('Edit: one rollback.'),
    ]);
    const editedAgain = await api(server.url, `/api/v1/statuses/${String(edited.id)}`, {
      method: 'PUT',
      token: await tokenFor(server.url, 'bob'),
      body: { status: 'Third version' },
    });
    expect(editedAgain.status).toBe(200);
    const longer = list(
      (await api(server.url, `/api/v1/statuses/${String(edited.id)}/history`)).body,
    );
    expect(longer).toHaveLength(3);
  });

  it('translates with the sandbox provider', async () => {
    const german = find('Himmel klar');
    expect(german.language).toBe('de');
    const translated = obj(
      (
        await api(server.url, `/api/v1/statuses/${String(german.id)}/translate`, {
          token: demo,
          body: { lang: 'en' },
        })
      ).body,
    );
    expect(translated).toMatchObject({ provider: 'Sandbox', detected_source_language: 'de' });
    expect(String(translated.content)).toContain('The sky is clear tonight');
  });

  it('lists who favourited and boosted, with Link pagination', async () => {
    const intro = find('Welcome to the kmyblue sandbox');
    const favourited = await api(
      server.url,
      `/api/v1/statuses/${String(intro.id)}/favourited_by?limit=2`,
    );
    expect(favourited.status).toBe(200);
    expect(list(favourited.body)).toHaveLength(2);
    const next = links(favourited.headers).next ?? '';
    const second = await api(server.url, next.replace(server.url, ''));
    expect(list(second.body)).toHaveLength(2);
    const third = await api(server.url, (links(second.headers).next ?? '').replace(server.url, ''));
    const everyone = [favourited, second, third].flatMap((r) =>
      list(r.body).map((a) => String(a.username)),
    );
    expect(everyone.sort()).toEqual(['alice', 'bob', 'carol', 'erin', 'frank']);
    const boosted = await api(server.url, `/api/v1/statuses/${String(intro.id)}/reblogged_by`);
    expect(boosted.status).toBe(200);
  });

  it('lists who referred to a post and who was mentioned, with Link pagination', async () => {
    const target = find('array_agg');
    const referred = await api(server.url, `/api/v1/statuses/${String(target.id)}/referred_by`, {
      token: demo,
    });
    expect(list(referred.body).map((s) => String(s.content))).toEqual([
      expect.stringContaining('string_agg'),
    ]);
    const mention = find('coffee later');
    const mentioned = await api(
      server.url,
      `/api/v1/statuses/${String(mention.id)}/mentioned_by?limit=1`,
      { token: demo },
    );
    expect(list(mentioned.body)).toHaveLength(1);
    expect(links(mentioned.headers).next).toContain('max_id=');
  });
});
