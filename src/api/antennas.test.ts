import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../test/fakeApi';
import { antennaJSON } from '../test/fixtures';
import { createApiClient } from './client';
import {
  changeAntennaAccounts,
  changeAntennaTerms,
  createAntenna,
  deleteAntenna,
  fetchAccountAntennas,
  fetchAntennas,
  fetchAntennaTerms,
  updateAntenna,
} from './antennas';

const ORIGIN = 'https://sandbox.example';
const setup = () => {
  const api = createFakeApi(ORIGIN);
  return { api, client: createApiClient({ origin: ORIGIN, token: 'tok', fetch: api.fetch }) };
};
const antenna = antennaJSON();

describe('the antenna calls', () => {
  it('read, create, change and delete antennas at kmyblue’s paths', async () => {
    const { api, client } = setup();
    api.on('GET', '/api/v1/antennas', { body: [antenna] });
    api.on('POST', '/api/v1/antennas', { body: antenna });
    api.on('PUT', '/api/v1/antennas/7', { body: antenna });
    api.on('DELETE', '/api/v1/antennas/7', { body: {} });
    api.on('GET', '/api/v1/accounts/5/exclude_antennas', { body: [antenna] });
    expect(await fetchAntennas(client)).toMatchObject({ ok: true, value: [{ id: '7' }] });
    expect(await createAntenna(client, { title: 'Cats' })).toMatchObject({ ok: true });
    expect(await updateAntenna(client, '7', { ltl: true })).toMatchObject({ ok: true });
    expect(await deleteAntenna(client, '7')).toMatchObject({ ok: true });
    expect(await fetchAccountAntennas(client, '5', true)).toMatchObject({ ok: true });
    expect(api.requestsTo('PUT', '/api/v1/antennas/7')[0]?.body).toEqual({ ltl: true });
  });

  it('send each rule list to its own path, with kmyblue’s body key', async () => {
    const { api, client } = setup();
    api.on('GET', '/api/v1/antennas/7/tags', { body: { tags: ['a'], exclude_tags: [] } });
    api.on('DELETE', /^\/api\/v1\/antennas\/7\//, { body: {} });
    api.on('POST', /^\/api\/v1\/antennas\/7\//, { body: {} });
    expect(await fetchAntennaTerms(client, '7', 'tags')).toMatchObject({
      ok: true,
      value: { include: ['a'], exclude: [] },
    });
    await changeAntennaTerms(client, '7', 'domains', ['a.example'], { add: false, exclude: true });
    await changeAntennaTerms(client, '7', 'tags', ['cats'], { add: true, exclude: false });
    await changeAntennaAccounts(client, '7', ['5'], { add: true, exclude: true });
    expect(api.requests.slice(1).map((r) => [r.method, r.path, r.body])).toEqual([
      ['DELETE', '/api/v1/antennas/7/exclude_domains', { domains: ['a.example'] }],
      ['POST', '/api/v1/antennas/7/tags', { tags: ['cats'] }],
      ['POST', '/api/v1/antennas/7/exclude_accounts', { account_ids: ['5'] }],
    ]);
  });
});
