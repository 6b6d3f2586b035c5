import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, obj, rawRequest, startTestServer, tokenFor, type TestServer } from './helpers';

/** Values no honest client sends where a scalar belongs. */
const HOSTILE: unknown[] = [
  null,
  true,
  -1,
  1e308,
  'NaN',
  '',
  'x'.repeat(70_000),
  'nul\u0000byte',
  '\ud800',
  '%00',
  ['a', 'b'],
  [['nested']],
  { a: { b: { c: 1 } } },
  [{ id: {} }],
  '../../etc/passwd',
  '99999999999999999999999999',
];

/** Each write route with the fields it reads (a path with :id gets a real one). */
interface Target {
  method: string;
  path: string;
  fields: string[];
  /** A valid body the hostile field is mixed into. */
  base?: Record<string, unknown>;
}

/** Collects what answered 5xx, or a 4xx without Mastodon's error body. */
function problem(target: string, sent: unknown, status: number, body: unknown): string | null {
  const shaped =
    typeof body === 'object' &&
    body !== null &&
    typeof (body as Record<string, unknown>).error === 'string';
  if (status >= 500 || (status >= 400 && !shaped))
    return `${target} ${JSON.stringify(sent).slice(0, 120)} → ${status} ${JSON.stringify(body).slice(0, 120)}`;
  return null;
}

describe('fuzzing the write routes', () => {
  let server: TestServer;
  let demo: string;
  let ids: Record<string, string>;
  beforeAll(async () => {
    server = await startTestServer();
    demo = await tokenFor(server.url, 'demo');
    const make = async (path: string, body: unknown) =>
      String(obj((await api(server.url, path, { token: demo, body })).body).id);
    ids = {
      status: await make('/api/v1/statuses', { status: 'To be edited' }),
      filter: await make('/api/v2/filters', {
        title: 'Fuzz',
        context: ['home'],
        keywords_attributes: [{ keyword: 'fuzz' }],
      }),
      list: await make('/api/v1/lists', { title: 'Fuzz' }),
      antenna: await make('/api/v1/antennas', { title: 'Fuzz' }),
    };
  }, 60_000);
  afterAll(async () => {
    await (server as TestServer | undefined)?.close();
  });

  const targets = (): Target[] => [
    {
      method: 'POST',
      path: '/api/v1/statuses',
      fields: [
        'status',
        'spoiler_text',
        'visibility',
        'searchability',
        'language',
        'media_ids',
        'poll',
        'in_reply_to_id',
        'sensitive',
        'circle_id',
        'quote_approval_policy',
      ],
      base: { status: 'fuzz' },
    },
    {
      method: 'PUT',
      path: `/api/v1/statuses/${ids.status}`,
      fields: ['status', 'media_attributes', 'poll', 'language', 'media_ids'],
      base: { status: 'edited' },
    },
    { method: 'POST', path: '/api/v2/media', fields: ['file', 'description', 'focus'] },
    {
      method: 'POST',
      path: '/api/v2/filters',
      fields: ['title', 'context', 'filter_action', 'expires_in', 'keywords_attributes'],
      base: { title: 'f', context: ['home'] },
    },
    {
      method: 'PUT',
      path: `/api/v2/filters/${ids.filter}`,
      fields: ['title', 'context', 'keywords_attributes', 'with_quote'],
    },
    {
      method: 'POST',
      path: `/api/v2/filters/${ids.filter}/keywords`,
      fields: ['keyword', 'whole_word'],
    },
    { method: 'POST', path: `/api/v2/filters/${ids.filter}/statuses`, fields: ['status_id'] },
    {
      method: 'POST',
      path: '/api/v1/lists',
      fields: ['title', 'replies_policy', 'exclusive'],
      base: { title: 'l' },
    },
    { method: 'POST', path: `/api/v1/lists/${ids.list}/accounts`, fields: ['account_ids'] },
    {
      method: 'PUT',
      path: `/api/v1/antennas/${ids.antenna}`,
      fields: ['title', 'list_id', 'stl', 'insert_feeds'],
    },
    { method: 'POST', path: `/api/v1/antennas/${ids.antenna}/keywords`, fields: ['keywords'] },
    { method: 'POST', path: `/api/v1/antennas/${ids.antenna}/domains`, fields: ['domains'] },
    { method: 'POST', path: `/api/v1/antennas/${ids.antenna}/accounts`, fields: ['account_ids'] },
    {
      method: 'POST',
      path: '/api/v1/apps',
      fields: ['client_name', 'redirect_uris', 'scopes', 'website'],
      base: { client_name: 'c', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob' },
    },
    {
      method: 'POST',
      path: '/oauth/token',
      fields: ['grant_type', 'code', 'client_id', 'redirect_uri', 'code_verifier', 'scope'],
      base: { grant_type: 'authorization_code' },
    },
    {
      method: 'PATCH',
      path: '/api/v1/accounts/update_credentials',
      fields: ['display_name', 'note', 'fields_attributes', 'source', 'avatar', 'locked'],
    },
  ];

  it('answers wrong types, huge strings, NUL bytes and nesting with a 4xx, never a 5xx', async () => {
    const problems: string[] = [];
    for (const target of targets()) {
      for (const field of target.fields) {
        for (const value of HOSTILE) {
          const body = { ...target.base, [field]: value };
          const response = await api(server.url, target.path, {
            method: target.method,
            token: demo,
            body,
          });
          const found = problem(
            `${target.method} ${target.path}`,
            body,
            response.status,
            response.body,
          );
          if (found) problems.push(found);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('answers hostile Rails-style form fields and queries with a 4xx, never a 5xx', async () => {
    const problems: string[] = [];
    const forms = ['a[b][c][d]=1', 'a[]=1&a[x]=2', '%00=1', 'a[=1', ']]=[[', 'x='.repeat(2000)];
    for (const target of targets()) {
      for (const field of target.fields) {
        for (const form of forms) {
          const text = `${form}&${field}[]=1&${field}[0][x]=%00&${field}=`;
          const response = await rawRequest(server.url, target.path, {
            method: target.method,
            token: demo,
            type: 'application/x-www-form-urlencoded',
            body: text,
          });
          const found = problem(
            `${target.method} ${target.path}`,
            text,
            response.status,
            response.body,
          );
          if (found) problems.push(found);
        }
      }
    }
    for (const query of [
      'q=%00',
      'q[]=a',
      'q[a]=b',
      `q=${'x'.repeat(10_000)}`,
      'q=a&type[]=x&limit=-5&offset=1e999',
    ]) {
      const response = await api(server.url, `/api/v2/search?${query}`, { token: demo });
      const found = problem('GET /api/v2/search', query, response.status, response.body);
      if (found) problems.push(found);
    }
    expect(problems).toEqual([]);
  }, 300_000);
});
