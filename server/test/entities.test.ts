/** Every entity the sandbox serves, checked against Mastodon's documented attributes and types. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, list, obj, signInAll, startTestServer, type TestServer } from './helpers';
import * as accounts from './schemas/accounts';
import * as instance from './schemas/instance';
import * as misc from './schemas/misc';
import * as statuses from './schemas/statuses';
import { arrayOf, validate, type Schema } from './schemas/validate';

describe('entities match their documented schemas', () => {
  let server: TestServer;
  let demo: string;
  let ids: Record<string, string>;

  const get = async (path: string, token: string | undefined = demo) => {
    const response = await api(server.url, path, { token });
    expect(response.status, path).toBe(200);
    return response.body;
  };
  const check = (schema: Schema, value: unknown) => expect(validate(schema, value)).toEqual([]);

  beforeAll(async () => {
    server = await startTestServer();
    const signedIn = await signInAll(server.url, ['demo', 'alice']);
    demo = signedIn.tokens.demo!;
    ids = signedIn.ids;
  });
  afterAll(async () => {
    await (server as TestServer | undefined)?.close();
  });

  it('the validator reports what is missing, mistyped or null where it may not be', async () => {
    const alice = obj(await get(`/api/v1/accounts/${ids.alice}`));
    const { indexable: _indexable, ...withoutIndexable } = alice;
    expect(validate(accounts.account, withoutIndexable)).toEqual(['$.indexable: missing']);
    expect(validate(accounts.account, { ...alice, bot: 'no' })).toEqual([
      '$.bot: expected a boolean, got "no"',
    ]);
    expect(validate(accounts.account, { ...alice, url: null })).toEqual(['$.url: null']);
    expect(
      validate(accounts.account, { ...alice, last_status_at: '2024-01-01T00:00:00Z' }),
    ).toEqual(['$.last_status_at: expected a date string, got "2024-01-01T00:00:00Z"']);
  });

  it('Account, CredentialAccount and Relationship', async () => {
    check(accounts.credentialAccount, await get('/api/v1/accounts/verify_credentials'));
    check(accounts.account, await get(`/api/v1/accounts/${ids.alice}`));
    const directory = list(await get('/api/v1/directory?limit=80'));
    check(arrayOf(accounts.account), directory);
    const relationships = await get(`/api/v1/accounts/relationships?id[]=${ids.alice}`);
    check(arrayOf(accounts.relationship), relationships);
    for (const name of ['henry', 'oldfrank', 'mallory']) {
      const one = await get(`/api/v1/accounts/lookup?acct=${name}`);
      check(accounts.account, one);
    }
    expect(obj(await get('/api/v1/accounts/lookup?acct=henry')).memorial).toBe(true);
    expect(obj(await get('/api/v1/accounts/lookup?acct=mallory')).limited).toBe(true);
  });

  it('Instance v1 and v2, with their rules, texts, blocks and activity', async () => {
    check(instance.instanceV2, await get('/api/v2/instance', undefined));
    check(instance.instanceV1, await get('/api/v1/instance', undefined));
    check(arrayOf(instance.rule), await get('/api/v1/instance/rules', undefined));
    for (const path of ['extended_description', 'privacy_policy'])
      check(instance.extendedDescription, await get(`/api/v1/instance/${path}`, undefined));
    check(instance.termsOfService, await get('/api/v1/instance/terms_of_service', undefined));
    check(arrayOf(instance.domainBlock), await get('/api/v1/instance/domain_blocks', undefined));
    check(arrayOf(instance.activityWeek), await get('/api/v1/instance/activity', undefined));
  });

  it('Status with media, poll, card, reblog and application; Context', async () => {
    const seen = [
      ...list(await get('/api/v1/timelines/home?limit=40')),
      ...list(await get('/api/v1/timelines/public?limit=40')),
    ];
    check(arrayOf(statuses.status), seen);
    expect(seen.some((s) => list(s.media_attachments).length)).toBe(true);
    expect(seen.some((s) => s.poll)).toBe(true);
    expect(seen.some((s) => s.card)).toBe(true);
    expect(seen.some((s) => s.reblog)).toBe(true);
    const posted = obj(
      (await api(server.url, '/api/v1/statuses', { token: demo, body: { status: 'schema' } })).body,
    );
    check(statuses.status, posted);
    check(statuses.application, posted.application);
    const threaded = seen.find((s) => s.in_reply_to_id) ?? seen[0]!;
    check(statuses.context, await get(`/api/v1/statuses/${String(threaded.id)}/context`));
  });

  it('Notification, Conversation, Announcement', async () => {
    check(arrayOf(misc.notification), await get('/api/v1/notifications?limit=40'));
    const conversations = list(await get('/api/v1/conversations'));
    expect(conversations.length).toBeGreaterThan(0);
    check(arrayOf(misc.conversation), conversations);
    const announcements = list(await get('/api/v1/announcements'));
    expect(announcements.length).toBeGreaterThan(0);
    check(arrayOf(misc.announcement), announcements);
  });

  it('Filter v2, List, Marker', async () => {
    const created = await api(server.url, '/api/v2/filters', {
      token: demo,
      body: {
        title: 'Spoilers',
        context: ['home', 'public'],
        filter_action: 'warn',
        keywords_attributes: [{ keyword: 'finale', whole_word: true }],
      },
    });
    check(misc.filter, created.body);
    check(arrayOf(misc.filter), await get('/api/v2/filters'));
    check(arrayOf(misc.list), await get('/api/v1/lists'));
    const home = list(await get('/api/v1/timelines/home?limit=1'));
    await api(server.url, '/api/v1/markers', {
      token: demo,
      body: { home: { last_read_id: home[0]!.id } },
    });
    const markers = await get('/api/v1/markers?timeline[]=home');
    expect(Object.keys(obj(markers))).toEqual(['home']);
    check(misc.markers, markers);
  });

  it('Search results, Tag, Preferences', async () => {
    const results = await get('/api/v2/search?q=garden');
    check(statuses.search, results);
    expect(list(obj(results).hashtags).length).toBeGreaterThan(0);
    check(statuses.tag, await get('/api/v1/tags/garden'));
    check(misc.preferences, await get('/api/v1/preferences'));
  });

  it('Application and CredentialApplication', async () => {
    const created = await api(server.url, '/api/v1/apps', {
      body: { client_name: 'Schema', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read' },
    });
    check(misc.credentialApplication, created.body);
    check(misc.application, await get('/api/v1/apps/verify_credentials'));
  });

  it('Report', async () => {
    const filed = await api(server.url, '/api/v1/reports', {
      token: demo,
      body: { account_id: ids.alice, comment: 'schema', category: 'other' },
    });
    check(misc.report, filed.body);
  });
});
