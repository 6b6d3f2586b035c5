import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, list, obj, signInAll, startTestServer, type TestServer } from './helpers';

describe('reports, the about endpoints, batches and oEmbed', () => {
  let server: TestServer;
  let tokens: Record<string, string>;
  let ids: Record<string, string>;
  let alicePost: string;

  beforeAll(async () => {
    server = await startTestServer();
    ({ tokens, ids } = await signInAll(server.url, ['demo', 'alice', 'frank']));
    const posted = await api(server.url, '/api/v1/statuses', {
      token: tokens.alice!,
      body: { status: 'Something to report', visibility: 'public' },
    });
    alicePost = String(obj(posted.body).id);
  });
  afterAll(async () => {
    await (server as TestServer | undefined)?.close();
  });

  const report = (body: Record<string, unknown>) =>
    api(server.url, '/api/v1/reports', { token: tokens.demo!, body });

  it('files a report and answers the Report entity', async () => {
    const response = await report({
      account_id: ids.alice,
      status_ids: [alicePost],
      comment: 'Spammy',
      category: 'spam',
      forward: true,
    });
    expect(response.status).toBe(200);
    const json = obj(response.body);
    expect(json).toMatchObject({
      action_taken: false,
      action_taken_at: null,
      category: 'spam',
      comment: 'Spammy',
      forwarded: false,
      status_ids: [alicePost],
      rule_ids: [],
    });
    expect(obj(json.target_account).id).toBe(ids.alice);
    const stored = await server.db.query<{ n: number }>(
      'select count(*)::int as n from reports where id = $1',
      [json.id],
    );
    expect(stored.rows[0]!.n).toBe(1);
  });

  it('makes a report with rules a violation', async () => {
    const json = obj((await report({ account_id: ids.alice, rule_ids: ['1', '3'] })).body);
    expect(json.category).toBe('violation');
    expect(json.rule_ids).toEqual(['1', '3']);
  });

  it('refuses bad reports with Mastodon 422s', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        { account_id: ids.alice, comment: 'x'.repeat(1001) },
        'Validation failed: Comment is too long (maximum is 1000 characters)',
      ],
      [
        { account_id: ids.alice, category: 'rude' },
        'Validation failed: Category is not included in the list',
      ],
      [
        { account_id: ids.alice, category: 'violation' },
        'Validation failed: Rule ids does not reference valid rules',
      ],
      [
        { account_id: ids.alice, category: 'violation', rule_ids: ['99'] },
        'Validation failed: Rule ids does not reference valid rules',
      ],
    ];
    for (const [body, error] of cases) {
      const response = await report(body);
      expect(response.status, error).toBe(422);
      expect(response.body).toEqual({ error });
    }
    expect((await report({ account_id: ids.alice, comment: 'x'.repeat(1000) })).status).toBe(200);
  });

  it('answers 404 for a missing account or a post that is not the account’s', async () => {
    expect((await report({ comment: 'who?' })).status).toBe(404);
    expect((await report({ account_id: '1' })).status).toBe(404);
    const mine = await api(server.url, '/api/v1/statuses', {
      token: tokens.demo!,
      body: { status: 'mine' },
    });
    const response = await report({ account_id: ids.alice, status_ids: [obj(mine.body).id] });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'Record not found' });
  });

  it('needs a token with write:reports', async () => {
    const response = await api(server.url, '/api/v1/reports', { body: { account_id: ids.alice } });
    expect(response.status).toBe(401);
  });

  it('lists rules, texts, domain blocks, activity and translation languages', async () => {
    const rules = list((await api(server.url, '/api/v1/instance/rules')).body);
    expect(rules.length).toBeGreaterThanOrEqual(4);
    expect(rules[0]!.id).toBe('1');
    expect(Object.keys(rules[0]!).sort()).toEqual(['hint', 'id', 'text']);
    for (const path of ['extended_description', 'privacy_policy']) {
      const json = obj((await api(server.url, `/api/v1/instance/${path}`)).body);
      expect(json.content).toMatch(/^<[a-z]/);
      expect(Date.parse(String(json.updated_at))).not.toBeNaN();
    }
    const terms = obj((await api(server.url, '/api/v1/instance/terms_of_service')).body);
    expect(terms).toMatchObject({ effective: true, succeeded_by: null });
    expect(terms.effective_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const byDate = await api(
      server.url,
      `/api/v1/instance/terms_of_service/${String(terms.effective_date)}`,
    );
    expect(byDate.status).toBe(200);
    expect((await api(server.url, '/api/v1/instance/terms_of_service/2001-01-01')).status).toBe(
      404,
    );
    const blocks = list((await api(server.url, '/api/v1/instance/domain_blocks')).body);
    expect(blocks.length).toBeGreaterThanOrEqual(2);
    for (const block of blocks) {
      expect(block.digest).toMatch(/^[0-9a-f]{64}$/);
      expect(['silence', 'suspend']).toContain(block.severity);
      expect(block.comment).toEqual(expect.any(String));
    }
    expect((await api(server.url, '/api/v1/instance/peers')).body).toEqual([]);
    const weeks = list((await api(server.url, '/api/v1/instance/activity')).body);
    expect(weeks).toHaveLength(12);
    expect(Number(weeks[0]!.week)).toBeGreaterThan(Number(weeks[1]!.week));
    expect(Number(weeks[0]!.statuses) + Number(weeks[1]!.statuses)).toBeGreaterThan(50);
    expect(weeks[0]!.logins).toMatch(/^\d+$/);
    const languages = obj((await api(server.url, '/api/v1/instance/translation_languages')).body);
    expect(languages.ja).toEqual(['en']);
  });

  it('returns a batch of statuses the reader may see, in the order asked', async () => {
    const secret = await api(server.url, '/api/v1/statuses', {
      token: tokens.frank!,
      body: { status: 'followers only', visibility: 'private' },
    });
    const secretId = String(obj(secret.body).id);
    const query = `/api/v1/statuses?id[]=${secretId}&id[]=${alicePost}&id[]=123`;
    const asDemo = list((await api(server.url, query, { token: tokens.demo! })).body);
    expect(asDemo.map((s) => s.id)).toEqual([alicePost]);
    const asFrank = list((await api(server.url, query, { token: tokens.frank! })).body);
    expect(asFrank.map((s) => s.id)).toEqual([secretId, alicePost]);
    const visitor = list((await api(server.url, query)).body);
    expect(visitor.map((s) => s.id)).toEqual([alicePost]);
  });

  it('returns a batch of accounts', async () => {
    const accounts = list(
      (await api(server.url, `/api/v1/accounts?id[]=${ids.frank}&id[]=${ids.alice}&id[]=9`)).body,
    );
    expect(accounts.map((a) => a.username)).toEqual(['frank', 'alice']);
  });

  it('embeds a public post through oEmbed, and nothing else', async () => {
    const status = obj((await api(server.url, `/api/v1/statuses/${alicePost}`)).body);
    const embed = await api(
      server.url,
      `/api/oembed?url=${encodeURIComponent(String(status.url))}`,
    );
    expect(embed.status).toBe(200);
    expect(obj(embed.body)).toMatchObject({
      type: 'rich',
      version: '1.0',
      author_name: 'Alice Liddell',
      author_url: `${server.url}/@alice`,
      provider_url: `${server.url}/`,
      width: 400,
      height: null,
    });
    expect(obj(embed.body).html).toContain('Something to report');
    const secret = await api(server.url, '/api/v1/statuses', {
      token: tokens.frank!,
      body: { status: 'hidden', visibility: 'private' },
    });
    const url = String(obj(secret.body).url);
    expect((await api(server.url, `/api/oembed?url=${encodeURIComponent(url)}`)).status).toBe(404);
    expect((await api(server.url, '/api/oembed?url=https://x.test/@a/1')).status).toBe(404);
  });

  it('suggests accounts (v1) and hashtags to feature', async () => {
    const accounts = list(
      (await api(server.url, '/api/v1/suggestions', { token: tokens.demo! })).body,
    );
    expect(accounts.length).toBeGreaterThan(0);
    expect(accounts[0]!.acct).toEqual(expect.any(String));
    const alice = await api(server.url, '/api/v1/featured_tags/suggestions', {
      token: tokens.alice!,
    });
    const names = list(alice.body).map((tag) => tag.name);
    expect(names.length).toBeGreaterThan(0);
    // alice already features #garden and #sunset.
    expect(names).not.toContain('garden');
    expect(names).not.toContain('sunset');
  });
});

describe('filters v1', () => {
  let server: TestServer;
  let demo: string;
  beforeAll(async () => {
    server = await startTestServer();
    ({
      tokens: { demo: demo = '' },
    } = await signInAll(server.url, ['demo']));
  });
  afterAll(async () => {
    await (server as TestServer | undefined)?.close();
  });

  it('lists one v1 filter per keyword of the v2 filters', async () => {
    const created = obj(
      (
        await api(server.url, '/api/v2/filters', {
          token: demo,
          body: {
            title: 'Hidden',
            context: ['home'],
            filter_action: 'hide',
            keywords_attributes: [
              { keyword: 'finale', whole_word: true },
              { keyword: 'leak', whole_word: false },
            ],
          },
        })
      ).body,
    );
    const keywords = list(created.keywords);
    const filters = list((await api(server.url, '/api/v1/filters', { token: demo })).body);
    expect(filters).toEqual([
      {
        id: keywords[0]!.id,
        phrase: 'finale',
        context: ['home'],
        whole_word: true,
        expires_at: null,
        irreversible: true,
      },
      expect.objectContaining({ id: keywords[1]!.id, phrase: 'leak', whole_word: false }),
    ]);
    const one = await api(server.url, `/api/v1/filters/${String(keywords[1]!.id)}`, {
      token: demo,
    });
    expect(obj(one.body).phrase).toBe('leak');
    expect((await api(server.url, '/api/v1/filters/1', { token: demo })).status).toBe(404);
  });
});
