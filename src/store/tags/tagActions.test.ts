import { describe, expect, it } from 'vitest';
import { createTestStore, ORIGIN } from '../../test/testStore';
import { connectSession } from '../session/sessionActions';
import { selectFollowedTags, selectTag, selectTagFeaturing } from './selectors';
import {
  loadFollowedTags,
  loadFeaturedTags,
  loadTag,
  toggleTagFeature,
  toggleTagFollow,
} from './tagActions';

const tag = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  url: `${ORIGIN}/tags/${name}`,
  history: [{ day: '1700000000', uses: '3', accounts: '2' }],
  following: false,
  ...extra,
});

async function signedIn() {
  const t = createTestStore();
  await t.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
  return t;
}

describe('hashtag actions', () => {
  it('follows optimistically, puts it back on failure, and keeps followed tags in step', async () => {
    const { store, api } = await signedIn();
    api.on('GET', /\/api\/v1\/tags\/garden$/i, { body: tag('garden') });
    api.on('GET', '/api/v1/followed_tags', {
      body: [tag('sunset', { following: true })],
      headers: { link: `<${ORIGIN}/api/v1/followed_tags?max_id=9>; rel="next"` },
    });
    await store.dispatch(loadTag('Garden'));
    await store.dispatch(loadFollowedTags({}));
    expect(selectFollowedTags(store.getState())).toMatchObject({
      names: ['sunset'],
      next: `${ORIGIN}/api/v1/followed_tags?max_id=9`,
    });

    api.on('POST', '/api/v1/tags/garden/follow', { status: 500, body: { error: 'Oops' } });
    const failing = store.dispatch(toggleTagFollow({ name: 'garden', follow: true }));
    expect(selectTag(store.getState(), 'garden')?.following).toBe(true);
    await failing;
    expect(selectTag(store.getState(), 'garden')?.following).toBe(false);

    api.on('POST', '/api/v1/tags/garden/follow', { body: tag('garden', { following: true }) });
    await store.dispatch(toggleTagFollow({ name: 'garden', follow: true }));
    expect(selectFollowedTags(store.getState()).names).toEqual(['garden', 'sunset']);
    api.on('POST', '/api/v1/tags/sunset/unfollow', { body: tag('sunset') });
    await store.dispatch(toggleTagFollow({ name: 'sunset', follow: false }));
    expect(selectFollowedTags(store.getState()).names).toEqual(['garden']);
    expect(api.requestsTo('GET', '/api/v1/followed_tags')[0]?.query.get('limit')).toBe('100');
  });

  it('features through the tag where it says featuring (Mastodon 4.4)', async () => {
    const { store, api } = await signedIn();
    api.on('GET', '/api/v1/tags/garden', { body: tag('garden', { featuring: false }) });
    api.on('POST', '/api/v1/tags/garden/feature', { body: tag('garden', { featuring: true }) });
    await store.dispatch(loadTag('garden'));
    expect(selectTagFeaturing(store.getState(), 'garden')).toBe(false);
    await store.dispatch(toggleTagFeature({ name: 'garden', feature: true }));
    expect(selectTagFeaturing(store.getState(), 'garden')).toBe(true);
    expect(api.requestsTo('POST', '/api/v1/featured_tags')).toHaveLength(0);
  });

  it('features through featured_tags on a server without tag featuring', async () => {
    const { store, api } = await signedIn();
    let featured: {
      id: string;
      name: string;
      url: string;
      statuses_count: string;
      last_status_at: null;
    }[] = [];
    api.on('GET', '/api/v1/tags/garden', { body: tag('garden') });
    api.on('GET', '/api/v1/featured_tags', () => ({ body: featured }));
    api.on('POST', '/api/v1/featured_tags', (request) => {
      featured = [{ id: '7', name: 'garden', url: '', statuses_count: '0', last_status_at: null }];
      expect(request.body).toEqual({ name: 'garden' });
      return { body: featured[0] };
    });
    api.on('DELETE', '/api/v1/featured_tags/7', () => {
      featured = [];
      return { body: {} };
    });
    await store.dispatch(loadTag('garden'));
    expect(selectTagFeaturing(store.getState(), 'garden')).toBeNull();
    await store.dispatch(loadFeaturedTags());
    expect(selectTagFeaturing(store.getState(), 'garden')).toBe(false);
    await store.dispatch(toggleTagFeature({ name: 'garden', feature: true }));
    expect(selectTagFeaturing(store.getState(), 'garden')).toBe(true);
    await store.dispatch(toggleTagFeature({ name: 'garden', feature: false }));
    expect(selectTagFeaturing(store.getState(), 'garden')).toBe(false);
    expect(api.requestsTo('DELETE', '/api/v1/featured_tags/7')).toHaveLength(1);
  });
});
