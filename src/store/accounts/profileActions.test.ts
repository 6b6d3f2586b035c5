import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountJSON, relationshipJSON, statusJSON } from '../../test/fixtures';
import { createTestStore, ORIGIN } from '../../test/testStore';
import { entitiesReceived } from '../entities';
import { normaliseAccount } from '../../entities/account';
import { emptyBundle } from '../../entities/bundle';
import { selectAccount } from '../selectors';
import { connectSession } from '../session/sessionActions';
import { toggleFollow } from './accountActions';
import { changeAccountList, loadAccountLists } from './accountCollections';
import { loadAccountProfile, saveAccountNote } from './profileActions';
import { saveProfile } from './profileEditActions';
import { fetchRelationshipsBatched } from './relationshipBatch';
import { relationshipsReceived } from './relationships';
import { selectAccountProfile, selectRelationship } from './selectors';

const relationship = relationshipJSON;

async function signedIn() {
  const t = createTestStore();
  await t.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
  return t;
}

function receive(t: Awaited<ReturnType<typeof signedIn>>, json: ReturnType<typeof accountJSON>) {
  const bundle = emptyBundle();
  normaliseAccount(json, bundle);
  t.store.dispatch(entitiesReceived(bundle));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('relationship batching', () => {
  it('collects the ids asked within 500 ms into one request with suspended accounts', async () => {
    const t = await signedIn();
    t.api.on('GET', '/api/v1/accounts/relationships', (request) => ({
      body: request.query.getAll('id[]').map((id) => relationship(id)),
    }));
    vi.useFakeTimers();
    t.store.dispatch(fetchRelationshipsBatched(['5']));
    await vi.advanceTimersByTimeAsync(200);
    t.store.dispatch(fetchRelationshipsBatched(['6', '5', '1']));
    await vi.advanceTimersByTimeAsync(299);
    expect(t.api.requestsTo('GET', '/api/v1/accounts/relationships')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    const [request] = t.api.requestsTo('GET', '/api/v1/accounts/relationships');
    expect(request?.query.get('with_suspended')).toBe('true');
    // The reader's own id is never asked.
    expect(request?.query.getAll('id[]')).toEqual(['5', '6']);
    await vi.runAllTimersAsync();
    expect(selectRelationship(t.store.getState(), '6')?.id).toBe('6');
  });
});

describe('follow counts', () => {
  it('adds one on follow and takes one on unfollow, to the target and the reader', async () => {
    const t = await signedIn();
    receive(t, accountJSON({ id: '1', username: 'me', following_count: 3 }));
    receive(t, accountJSON({ id: '9', followers_count: 0 }));
    t.store.dispatch(relationshipsReceived([]));
    t.api.on('POST', '/api/v1/accounts/9/follow', { body: relationship('9', { following: true }) });
    t.api.on('POST', '/api/v1/accounts/9/unfollow', { body: relationship('9') });
    await t.store.dispatch(toggleFollow({ id: '9', follow: true }));
    expect(selectAccount(t.store.getState(), '9')?.followersCount).toBe(1);
    expect(selectAccount(t.store.getState(), '1')?.followingCount).toBe(4);
    await t.store.dispatch(toggleFollow({ id: '9', follow: false }));
    await t.store.dispatch(toggleFollow({ id: '9', follow: false }));
    expect(selectAccount(t.store.getState(), '9')?.followersCount).toBe(0);
    expect(selectAccount(t.store.getState(), '1')?.followingCount).toBe(3);
  });
});

describe('the account page', () => {
  it('loads featured tags by use, endorsements, familiar followers and pinned posts', async () => {
    const t = await signedIn();
    t.api.on('GET', '/api/v1/accounts/9/featured_tags', {
      body: [
        { id: '1', name: 'few', url: 'x', statuses_count: '2', last_status_at: null },
        { id: '2', name: 'many', url: 'x', statuses_count: 9, last_status_at: null },
      ],
    });
    t.api.on('GET', '/api/v1/accounts/9/endorsements', { body: [accountJSON({ id: '20' })] });
    t.api.on('GET', '/api/v1/accounts/familiar_followers', {
      body: [{ id: '9', accounts: [accountJSON({ id: '21' }), accountJSON({ id: '22' })] }],
    });
    t.api.on('GET', '/api/v1/accounts/9/statuses', (request) => ({
      body: request.query.get('pinned') === 'true' ? [statusJSON({ id: '300' })] : [],
    }));
    await t.store.dispatch(loadAccountProfile('9'));
    const profile = selectAccountProfile(t.store.getState(), '9');
    expect(profile?.featuredTags?.map((tag) => tag.name)).toEqual(['many', 'few']);
    expect(profile?.endorsementIds).toEqual(['20']);
    expect(profile?.familiarFollowerIds).toEqual(['21', '22']);
    expect(profile?.pinnedStatusIds).toEqual(['300']);
    expect(
      t.api.requestsTo('GET', '/api/v1/accounts/familiar_followers')[0]?.query.getAll('id[]'),
    ).toEqual(['9']);
  });

  it('leaves out quietly what an older server lacks', async () => {
    const t = await signedIn();
    t.api.on('GET', '/api/v1/accounts/9/statuses', { body: [] });
    await t.store.dispatch(loadAccountProfile('9'));
    expect(selectAccountProfile(t.store.getState(), '9')).toMatchObject({
      featuredTags: [],
      endorsementIds: [],
      familiarFollowerIds: null,
    });
    expect(t.store.getState().alerts.items).toEqual([]);
  });

  it('saves the private note', async () => {
    const t = await signedIn();
    t.api.on('POST', '/api/v1/accounts/9/note', (request) => ({
      body: relationship('9', { note: (request.body as { comment: string }).comment }),
    }));
    await t.store.dispatch(saveAccountNote({ accountId: '9', comment: 'hello' }));
    expect(t.api.requestsTo('POST', '/api/v1/accounts/9/note')[0]?.body).toEqual({
      comment: 'hello',
    });
    expect(selectRelationship(t.store.getState(), '9')?.note).toBe('hello');
  });

  it('puts the account in a list and shows it once the server agrees', async () => {
    const t = await signedIn();
    t.api.on('GET', '/api/v1/lists', {
      body: [
        { id: '5', title: 'Friends', replies_policy: 'list', exclusive: false },
        { id: '6', title: 'Night', replies_policy: 'list', exclusive: false },
      ],
    });
    t.api.on('GET', '/api/v1/accounts/9/lists', {
      body: [{ id: '5', title: 'Friends', replies_policy: 'list', exclusive: false }],
    });
    t.api.on('POST', '/api/v1/lists/6/accounts', { body: {} });
    await t.store.dispatch(loadAccountLists('9'));
    expect(selectAccountProfile(t.store.getState(), '9')?.listIds).toEqual(['5']);
    await t.store.dispatch(changeAccountList({ accountId: '9', listId: '6', member: true }));
    expect(t.api.requestsTo('POST', '/api/v1/lists/6/accounts')[0]?.body).toEqual({
      account_ids: ['9'],
    });
    expect(selectAccountProfile(t.store.getState(), '9')?.listIds).toEqual(['5', '6']);
  });
});

describe('profile editing', () => {
  it('sends multipart update_credentials and shows the new name everywhere', async () => {
    const t = await signedIn();
    t.api.on('PATCH', '/api/v1/accounts/update_credentials', {
      body: {
        ...accountJSON({ id: '1', username: 'me', display_name: 'New Me' }),
        source: { privacy: 'public', sensitive: false, language: 'en', note: 'bio', fields: [] },
      },
    });
    const source = await t.store
      .dispatch(
        saveProfile({
          displayName: 'New Me',
          note: 'bio',
          fields: [{ name: 'Site', value: 'https://me.example' }],
          locked: true,
        }),
      )
      .unwrap();
    expect(source.note).toBe('bio');
    const [request] = t.api.requestsTo('PATCH', '/api/v1/accounts/update_credentials');
    expect(request?.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    const body = String(request?.body);
    expect(body).toContain('name="display_name"\r\n\r\nNew Me');
    expect(body).toContain('name="fields_attributes[0][name]"\r\n\r\nSite');
    expect(body).toContain('name="locked"\r\n\r\ntrue');
    expect(selectAccount(t.store.getState(), '1')?.displayName).toBe('New Me');
  });
});
