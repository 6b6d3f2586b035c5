import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../test/fakeApi';
import { accountJSON, statusJSON } from '../test/fixtures';
import {
  fetchAccountStatuses,
  fetchRelationships,
  followAccount,
  lookupAccount,
  verifyCredentials,
} from './accounts';
import { createApiClient } from './client';

const ORIGIN = 'https://sandbox.example';
const setup = () => {
  const api = createFakeApi(ORIGIN);
  return { api, client: createApiClient({ origin: ORIGIN, token: 'tok', fetch: api.fetch }) };
};
const relationship = (id: string) => ({ id, following: false, followed_by: true });

describe('accounts API', () => {
  it('verifyCredentials gives the account, its bundle and posting defaults', async () => {
    const { api, client } = setup();
    api.on('GET', '/api/v1/accounts/verify_credentials', {
      body: {
        ...accountJSON({ id: '1' }),
        source: { privacy: 'private', sensitive: false, language: 'ja', note: '', fields: [] },
      },
    });
    const result = await verifyCredentials(client);
    expect(result.ok && result.value.account.id).toBe('1');
    expect(result.ok && result.value.defaults).toMatchObject({
      privacy: 'private',
      language: 'ja',
    });
  });

  it('lookupAccount asks by acct and reports a 404 as such', async () => {
    const { api, client } = setup();
    api.on('GET', '/api/v1/accounts/lookup', (req) =>
      req.query.get('acct') === 'alice@remote.example'
        ? { body: accountJSON({ id: '7' }) }
        : { status: 404, body: { error: 'Record not found' } },
    );
    const found = await lookupAccount(client, '@alice@remote.example');
    expect(found.ok && found.value.bundle.accounts.map((a) => a.id)).toEqual(['7']);
    expect(await lookupAccount(client, 'nobody')).toMatchObject({
      ok: false,
      error: { kind: 'http', status: 404 },
    });
  });

  it('fetchRelationships sends with_suspended and id[], and skips the call for no ids', async () => {
    const { api, client } = setup();
    api.on('GET', '/api/v1/accounts/relationships', {
      body: [relationship('1'), relationship('2')],
    });
    const result = await fetchRelationships(client, ['1', '2']);
    const [request] = api.requestsTo('GET', '/api/v1/accounts/relationships');
    expect(request?.query.get('with_suspended')).toBe('true');
    expect(request?.query.getAll('id[]')).toEqual(['1', '2']);
    expect(result.ok && result.value.map((r) => r.followedBy)).toEqual([true, true]);
    expect(await fetchRelationships(client, [])).toMatchObject({ ok: true, value: [] });
    expect(api.requests).toHaveLength(1);
  });

  it('followAccount posts reblogs and reads the relationship', async () => {
    const { api, client } = setup();
    api.on('POST', '/api/v1/accounts/5/follow', {
      body: { ...relationship('5'), following: true },
    });
    const result = await followAccount(client, '5', { reblogs: false });
    expect(api.requestsTo('POST', '/api/v1/accounts/5/follow')[0]?.body).toEqual({
      reblogs: false,
    });
    expect(result).toMatchObject({ ok: true, value: { id: '5', following: true } });
  });

  it('a response that is not a relationship is an invalid error', async () => {
    const { api, client } = setup();
    api.on('POST', '/api/v1/accounts/5/follow', { body: { following: true } });
    expect(await followAccount(client, '5')).toMatchObject({
      ok: false,
      error: { kind: 'invalid', status: 200 },
    });
  });

  it('fetchAccountStatuses sends the account timeline flags', async () => {
    const { api, client } = setup();
    api.on('GET', '/api/v1/accounts/5/statuses', { body: [statusJSON({ id: '9' })] });
    const result = await fetchAccountStatuses(client, '5', {
      onlyMedia: true,
      excludeReplies: true,
      limit: 40,
    });
    const query = api.requestsTo('GET', '/api/v1/accounts/5/statuses')[0]?.query;
    expect(query?.get('only_media')).toBe('true');
    expect(query?.get('exclude_replies')).toBe('true');
    expect(query?.get('limit')).toBe('40');
    expect(query?.has('pinned')).toBe(false);
    expect(result.ok && result.value.items).toEqual(['9']);
  });
});
