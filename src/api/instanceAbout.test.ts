import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../test/fakeApi';
import { createApiClient } from './client';
import { fetchServerAbout } from './instanceAbout';
import { submitReport } from './reports';

const ORIGIN = 'https://sandbox.example';
const setup = () => {
  const api = createFakeApi(ORIGIN);
  return { api, client: createApiClient({ origin: ORIGIN, token: null, fetch: api.fetch }) };
};
const instance = { domain: 'sandbox.example', title: 'Sandbox', description: 'A server' };

describe('fetchServerAbout', () => {
  it('leaves out what the server does not have (404) and keeps the rest', async () => {
    const { api, client } = setup();
    api.on('GET', '/api/v2/instance', {
      body: { ...instance, rules: [{ id: '1', text: 'Be kind.' }] },
    });
    api.on('GET', '/api/v1/instance/privacy_policy', {
      body: { updated_at: null, content: '<p>We keep nothing.</p>' },
    });
    api.on('GET', '/api/v1/instance/domain_blocks', {
      body: [{ domain: 'spam.example', digest: 'x', severity: 'suspend', comment: 'Spam' }],
    });
    const result = await fetchServerAbout(client);
    if (!result.ok) throw new Error(result.error.message);
    const about = result.value.about;
    expect(about.title).toBe('Sandbox');
    expect(about.rules).toEqual([{ id: '1', text: 'Be kind.', hint: '' }]);
    expect(about.extendedDescription).toBeNull();
    expect(about.termsOfService).toBeNull();
    expect(about.privacyPolicy).not.toBeNull();
    expect(about.domainBlocks).toEqual([
      { domain: 'spam.example', severity: 'suspend', comment: 'Spam' },
    ]);
  });

  it('fails when the instance itself cannot be read, or a part fails otherwise', async () => {
    const { api, client } = setup();
    expect((await fetchServerAbout(client)).ok).toBe(false);
    api.on('GET', '/api/v2/instance', { body: instance });
    api.on('GET', '/api/v1/instance/domain_blocks', { status: 500, body: { error: 'Boom' } });
    const result = await fetchServerAbout(client);
    expect(result.ok ? null : result.error.status).toBe(500);
  });
});

describe('submitReport', () => {
  it('posts the report body as JSON', async () => {
    const { api, client } = setup();
    api.on('POST', '/api/v1/reports', { body: { id: '9', category: 'spam', forwarded: false } });
    const result = await submitReport(client, {
      accountId: '7',
      category: 'spam',
      ruleIds: ['1'],
      statusIds: ['10'],
      comment: '',
      forward: true,
      isRemote: false,
    });
    expect(result).toMatchObject({ ok: true, value: { id: '9', category: 'spam' } });
    expect(api.requestsTo('POST', '/api/v1/reports')[0]?.body).toEqual({
      account_id: '7',
      status_ids: ['10'],
      comment: '',
      forward: false,
      category: 'spam',
      rule_ids: [],
    });
  });
});
