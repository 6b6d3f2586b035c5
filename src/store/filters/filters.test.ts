import { describe, expect, it } from 'vitest';
import { selectTimelineEntries } from '../../features/timeline/selectTimelineEntries';
import { statusJSON } from '../../test/fixtures';
import { createTestStore, ORIGIN } from '../../test/testStore';
import { filterDraftOf } from '../../entities/filterRequest';
import { loadFilters, addStatusToFilter, removeFilter, saveFilter } from './filters';
import { connectSession } from '../session/sessionActions';
import { loadTimeline } from '../timelines/timelineActions';

const filterJSON = (id: string, action: string) => ({
  id,
  title: `Filter ${id}`,
  context: ['home'],
  filter_action: action,
  expires_at: null,
  keywords: [],
  statuses: [],
});

async function withHome() {
  const t = createTestStore();
  const target = statusJSON({ id: '800' });
  const mine = statusJSON({ id: '801', account: t.me });
  t.api.on('GET', '/api/v1/timelines/home', { body: [target, mine] });
  await t.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
  await t.store.dispatch(loadTimeline({ source: { kind: 'home' }, mode: 'initial' }));
  const entries = (view: string) =>
    selectTimelineEntries(
      t.store.getState(),
      'home',
      t.store.getState().timelines.home?.items ?? [],
      view,
    ).map((e) => (e.kind === 'status' ? e.id : e.kind));
  return { ...t, target, mine, entries };
}

const filteredBy = (filter: ReturnType<typeof filterJSON>, statusId: string) => [
  { filter, keyword_matches: null, status_matches: [statusId] },
];

describe("'Filter this post'", () => {
  it('creates a filter from the form, adds the status and hides it at once in home', async () => {
    const { store, api, target, entries } = await withHome();
    const created = filterJSON('9', 'hide');
    api.on('POST', '/api/v2/filters', { body: created });
    api.on('POST', '/api/v2/filters/9/statuses', { body: { id: '1', status_id: '800' } });
    api.on('GET', '/api/v1/statuses/800', {
      body: { ...target, filtered: filteredBy(created, '800') },
    });
    expect(entries('home')).toEqual(['800', '801']);
    await store.dispatch(
      addStatusToFilter({
        statusId: '800',
        newFilter: { ...filterDraftOf(null, ['home']), title: 'Filter 9', action: 'hide' },
      }),
    );
    expect(api.requestsTo('POST', '/api/v2/filters')[0]?.body).toMatchObject({
      title: 'Filter 9',
      context: ['home'],
      filter_action: 'hide',
    });
    expect(api.requestsTo('POST', '/api/v2/filters/9/statuses')[0]?.body).toEqual({
      status_id: '800',
    });
    expect(entries('home')).toEqual(['801']);
    // Bookmarks and favourites views never hide.
    expect(entries('bookmarks')).toEqual(['800', '801']);
    expect(store.getState().filters.items.map((f) => f.statuses)).toEqual([
      [{ id: '1', statusId: '800' }],
    ]);
  });

  it('adds to an existing filter; an own post is never filtered', async () => {
    const { store, api, mine, entries } = await withHome();
    const existing = filterJSON('4', 'hide');
    api.on('GET', '/api/v2/filters', { body: [existing] });
    api.on('POST', '/api/v2/filters/4/statuses', { body: { id: '2', status_id: '801' } });
    api.on('GET', '/api/v1/statuses/801', {
      body: { ...mine, filtered: filteredBy(existing, '801') },
    });
    await store.dispatch(loadFilters());
    await store.dispatch(addStatusToFilter({ statusId: '801', filterId: '4' }));
    expect(api.requestsTo('POST', '/api/v2/filters')).toHaveLength(0);
    expect(entries('home')).toEqual(['800', '801']);
  });

  it('loading filters fails without an alert', async () => {
    const { store, api } = await withHome();
    api.on('GET', '/api/v2/filters', { status: 500, body: { error: 'down' } });
    await store.dispatch(loadFilters());
    expect(store.getState().alerts.items).toEqual([]);
  });

  it('a filter made, edited or deleted decides the stored statuses again without a request', async () => {
    const t = createTestStore();
    const kite = statusJSON({ id: '900', content: '<p>A red kite today</p>' });
    const other = statusJSON({ id: '901', content: '<p>Nothing here</p>' });
    t.api.on('GET', '/api/v1/timelines/home', { body: [kite, other] });
    await t.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
    await t.store.dispatch(loadTimeline({ source: { kind: 'home' }, mode: 'initial' }));
    const entries = () =>
      selectTimelineEntries(
        t.store.getState(),
        'home',
        t.store.getState().timelines.home?.items ?? [],
        'home',
      ).map((e) => (e.kind === 'status' ? e.id : e.kind));
    const saved = {
      ...filterJSON('7', 'hide'),
      keywords: [{ id: '70', keyword: 'kite', whole_word: true }],
    };
    t.api.on('POST', '/api/v2/filters', { body: saved });
    const draft = {
      ...filterDraftOf(null, ['home']),
      title: 'Filter 7',
      action: 'hide' as const,
      keywords: [{ keyword: 'kite', wholeWord: true }],
    };
    await t.store.dispatch(saveFilter({ draft }));
    expect(t.api.requestsTo('POST', '/api/v2/filters')[0]?.body).toMatchObject({
      keywords_attributes: [{ keyword: 'kite', whole_word: true }],
    });
    expect(entries()).toEqual(['901']);

    t.api.on('PUT', '/api/v2/filters/7', { body: { ...saved, filter_action: 'warn' } });
    const edited = t.store.getState().filters.items[0]!;
    await t.store.dispatch(
      saveFilter({ id: '7', draft: { ...filterDraftOf(edited), action: 'warn' } }),
    );
    expect(entries()).toEqual(['900', '901']);
    const status = t.store.getState().statuses.entities['900']!;
    expect(status.filtered.map((f) => [f.title, f.action])).toEqual([['Filter 7', 'warn']]);

    t.api.on('DELETE', '/api/v2/filters/7', { body: {} });
    await t.store.dispatch(removeFilter('7'));
    expect(t.store.getState().statuses.entities['900']!.filtered).toEqual([]);
    expect(t.store.getState().filters.items).toEqual([]);
    expect(t.api.requestsTo('GET', '/api/v1/statuses/900')).toHaveLength(0);
  });
});
