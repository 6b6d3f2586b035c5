import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../test/fakeApi';
import { statusJSON } from '../test/fixtures';
import { createApiClient } from './client';
import type { TimelineSource } from '../entities/timelineSource';
import { fetchTimeline, fetchTimelinePage } from './timelines';

const ORIGIN = 'https://sandbox.example';
const setup = () => {
  const api = createFakeApi(ORIGIN);
  return { api, client: createApiClient({ origin: ORIGIN, token: 'tok', fetch: api.fetch }) };
};

describe('fetchTimeline', () => {
  it.each<[TimelineSource, string, Record<string, string>]>([
    [{ kind: 'home' }, '/api/v1/timelines/home', {}],
    [
      { kind: 'public', local: true, onlyMedia: true },
      '/api/v1/timelines/public',
      { local: 'true', only_media: 'true' },
    ],
    [{ kind: 'public', remote: true }, '/api/v1/timelines/public', { remote: 'true' }],
    [
      { kind: 'tag', tag: 'Café', local: true },
      '/api/v1/timelines/tag/Caf%C3%A9',
      { local: 'true' },
    ],
    [{ kind: 'list', id: '3' }, '/api/v1/timelines/list/3', {}],
    [{ kind: 'antenna', id: '4' }, '/api/v1/timelines/antenna/4', {}],
    [
      { kind: 'link', url: 'https://news.example/a' },
      '/api/v1/timelines/link',
      { url: 'https://news.example/a' },
    ],
    [{ kind: 'account', id: '5', pinned: true }, '/api/v1/accounts/5/statuses', { pinned: 'true' }],
    [{ kind: 'bookmarks' }, '/api/v1/bookmarks', {}],
  ])('%j goes to %s', async (timeline, path, query) => {
    const { api, client } = setup();
    api.on('GET', /.*/, { body: [] });
    await fetchTimeline(client, timeline, { maxId: '100', limit: 20 });
    const [request] = api.requests;
    expect(request?.path).toBe(path);
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      ...query,
      max_id: '100',
      limit: '20',
    });
  });

  it("sends a tag column's additional tags as any[], all[] and none[]", async () => {
    const { api, client } = setup();
    api.on('GET', /.*/, { body: [] });
    await fetchTimeline(client, { kind: 'tag', tag: 'garden', any: ['a', 'b'], none: ['c'] });
    const query = api.requests[0]?.query;
    expect(query?.getAll('any[]')).toEqual(['a', 'b']);
    expect(query?.getAll('none[]')).toEqual(['c']);
    expect(query?.has('all[]')).toBe(false);
  });

  it('gives ids, the bundle, links and isPartial on 206', async () => {
    const { api, client } = setup();
    api.on('GET', '/api/v1/timelines/home', {
      status: 206,
      body: [statusJSON({ id: '2' }), { id: '1', uri: 5 }],
      headers: { link: `<${ORIGIN}/api/v1/timelines/home?max_id=1>; rel="next"` },
    });
    const result = await fetchTimeline(client, { kind: 'home' });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.isPartial).toBe(true);
    expect(result.value.items[0]).toBe('2');
    expect(result.value.items[1]).toMatchObject({ invalid: true, id: '1' });
    expect(result.value.bundle.statuses.map((s) => s.id)).toEqual(['2']);
    expect(result.links.next).toBe(`${ORIGIN}/api/v1/timelines/home?max_id=1`);

    api.on('GET', '/api/v1/timelines/home', { body: [statusJSON({ id: '1' })] });
    const next = await fetchTimelinePage(client, result.links.next!);
    expect(next.ok && next.value).toMatchObject({ items: ['1'], isPartial: false });
  });

  it('a page that is not a list is an invalid error', async () => {
    const { api, client } = setup();
    api.on('GET', '/api/v1/timelines/home', { body: { error: 'odd' } });
    expect(await fetchTimeline(client, { kind: 'home' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid' },
    });
  });
});
