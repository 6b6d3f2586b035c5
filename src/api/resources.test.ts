import { describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../test/fakeApi';
import { instanceJSON, statusJSON } from '../test/fixtures';
import { createApiClient } from './client';
import { fetchCustomEmojis, fetchInstance } from './instance';
import { fetchMarkers, saveMarkers, saveMarkersOnExit } from './markers';
import { fetchGroupedNotifications } from './notifications';
import { saveWebSettings } from './settings';
import { createStatus, deleteStatus, fetchContext, reblogStatus } from './statuses';
import { dismissSuggestion, fetchSuggestions } from './suggestions';

const ORIGIN = 'https://sandbox.example';
const setup = () => {
  const api = createFakeApi(ORIGIN);
  return { api, client: createApiClient({ origin: ORIGIN, token: 'tok', fetch: api.fetch }) };
};

describe('instance', () => {
  it('reads v2, and falls back to v1 on 404', async () => {
    const { api, client } = setup();
    api.on('GET', '/api/v2/instance', { body: instanceJSON() });
    expect(await fetchInstance(client)).toMatchObject({
      ok: true,
      value: { domain: 'sandbox.example' },
    });

    const old = setup();
    old.api.on('GET', '/api/v1/instance', {
      body: { uri: 'old.example', title: 'Old', version: '3.5', max_toot_chars: 1000 },
    });
    const result = await fetchInstance(old.client);
    expect(result).toMatchObject({
      ok: true,
      value: { domain: 'old.example', configuration: { maxCharacters: 1000 } },
    });
  });

  it('does not fall back on other errors', async () => {
    const { api, client } = setup();
    api.on('GET', '/api/v2/instance', { status: 503, body: { error: 'Down' } });
    expect(await fetchInstance(client)).toMatchObject({ ok: false, error: { status: 503 } });
    expect(api.requestsTo('GET', '/api/v1/instance')).toHaveLength(0);
  });

  it('reads custom emoji, leaving out the unshowable', async () => {
    const { api, client } = setup();
    api.on('GET', '/api/v1/custom_emojis', {
      body: [
        {
          shortcode: 'a',
          url: 'https://cdn.example/a.png',
          static_url: 'https://cdn.example/a.png',
          visible_in_picker: true,
        },
        { shortcode: 'b', url: 'javascript:x', static_url: '', visible_in_picker: true },
      ],
    });
    const result = await fetchCustomEmojis(client);
    expect(result.ok && result.value.map((e) => e.shortcode)).toEqual(['a']);
  });
});

describe('statuses', () => {
  it('creates with the Idempotency-Key', async () => {
    const { api, client } = setup();
    api.on('POST', '/api/v1/statuses', { body: statusJSON({ id: '9' }) });
    const result = await createStatus(client, { status: 'hi', visibility: 'public' }, 'key-1');
    const [request] = api.requests;
    expect(request?.headers.get('idempotency-key')).toBe('key-1');
    expect(request?.body).toEqual({ status: 'hi', visibility: 'public' });
    expect(result.ok && result.value.status.id).toBe('9');
  });

  it('boosts with a visibility and reads the boost with the original inside', async () => {
    const { api, client } = setup();
    const original = statusJSON({ id: '1', reblogged: true });
    api.on('POST', '/api/v1/statuses/1/reblog', {
      body: statusJSON({ id: '2', reblog: original }),
    });
    const result = await reblogStatus(client, '1', 'unlisted');
    expect(api.requests[0]?.body).toEqual({ visibility: 'unlisted' });
    expect(result.ok && result.value.bundle.statuses.find((s) => s.id === '1')?.reblogged).toBe(
      true,
    );
  });

  it('asks for references in the context, and deletes with delete_media', async () => {
    const { api, client } = setup();
    api.on('GET', '/api/v1/statuses/1/context', {
      body: { ancestors: [statusJSON({ id: '0' })], descendants: [], references: [] },
    });
    api.on('DELETE', '/api/v1/statuses/1', { body: statusJSON({ id: '1' }) });
    const context = await fetchContext(client, '1', { withReference: true });
    expect(api.requests[0]?.query.get('with_reference')).toBe('1');
    expect(context).toMatchObject({
      ok: true,
      value: { ancestors: ['0'], descendants: [], references: [] },
    });
    expect(await deleteStatus(client, '1', { deleteMedia: true })).toMatchObject({
      ok: true,
      value: null,
    });
    expect(api.requests[1]?.query.get('delete_media')).toBe('true');
  });
});

describe('markers', () => {
  it('fetches both timelines and saves last_read_id', async () => {
    const { api, client } = setup();
    api.on('GET', '/api/v1/markers', {
      body: { notifications: { last_read_id: '5', version: 1, updated_at: 'x' } },
    });
    api.on('POST', '/api/v1/markers', {
      body: { notifications: { last_read_id: '6', version: 2, updated_at: 'x' } },
    });
    expect(await fetchMarkers(client)).toMatchObject({
      ok: true,
      value: { home: null, notifications: '5' },
    });
    expect(api.requests[0]?.query.getAll('timeline[]')).toEqual(['home', 'notifications']);
    expect(await saveMarkers(client, { notifications: '6' })).toMatchObject({
      ok: true,
      value: { notifications: '6' },
    });
    expect(api.requests[1]?.body).toEqual({ notifications: { last_read_id: '6' } });
  });

  it('sends the exit request with keepalive and never throws', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.reject(new TypeError('gone')));
    saveMarkersOnExit({ origin: ORIGIN, token: 'tok', fetch }, { home: '3' });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.keepalive).toBe(true);
    expect(init?.body).toBe('{"home":{"last_read_id":"3"}}');
    saveMarkersOnExit({ origin: ORIGIN, token: 'tok', fetch }, {});
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('notifications, settings, suggestions', () => {
  it('asks v2 notifications with grouped and excluded types', async () => {
    const { api, client } = setup();
    api.on('GET', '/api/v2/notifications', {
      body: { accounts: [], statuses: [], notification_groups: [] },
    });
    const result = await fetchGroupedNotifications(client, {
      maxId: '9',
      groupedTypes: ['favourite', 'follow'],
      excludeTypes: ['emoji_reaction'],
    });
    const query = api.requests[0]?.query;
    expect(query?.getAll('grouped_types[]')).toEqual(['favourite', 'follow']);
    expect(query?.getAll('exclude_types[]')).toEqual(['emoji_reaction']);
    expect(query?.get('max_id')).toBe('9');
    expect(result).toMatchObject({ ok: true, value: { groups: [] } });
  });

  it('saves web settings under data', async () => {
    const { api, client } = setup();
    api.on('PUT', '/api/web/settings', { body: {} });
    expect(await saveWebSettings(client, { home: { shows: { reblog: false } } })).toMatchObject({
      ok: true,
    });
    expect(api.requests[0]?.body).toEqual({ data: { home: { shows: { reblog: false } } } });
  });

  it('fetches 20 suggestions and dismisses one', async () => {
    const { api, client } = setup();
    api.on('GET', '/api/v2/suggestions', { body: [] });
    api.on('DELETE', '/api/v1/suggestions/4', { body: {} });
    expect(await fetchSuggestions(client)).toMatchObject({ ok: true, value: { accountIds: [] } });
    expect(api.requests[0]?.query.get('limit')).toBe('20');
    expect(await dismissSuggestion(client, '4')).toMatchObject({ ok: true });
  });
});
