import { describe, expect, it } from 'vitest';
import { serverProblem } from '../../test/alerts';
import type { NotificationGroup } from '../../entities/types';
import { accountJSON, relationshipJSON, statusJSON } from '../../test/fixtures';
import { createTestStore, ORIGIN } from '../../test/testStore';
import { notificationsPageReceived } from '../notifications/notifications';
import { blockAccount, muteAccount } from './relationshipActions';
import { selectStatus } from '../selectors';
import { connectSession } from '../session/sessionActions';
import { loadSuggestions } from './suggestions';
import { loadTimeline } from '../timelines/timelineActions';

const relationship = relationshipJSON;

const group = (key: string, sampleAccountIds: string[], count: number): NotificationGroup => ({
  groupKey: key,
  type: 'favourite',
  rawType: 'favourite',
  notificationsCount: count,
  mostRecentNotificationId: key,
  pageMinId: key,
  pageMaxId: key,
  latestPageNotificationAt: null,
  sampleAccountIds,
  statusId: null,
  list: null,
  emojiReactionGroups: [],
});

async function world() {
  const t = createTestStore();
  const troll = accountJSON({ id: '66', username: 'troll' });
  const friend = accountJSON({ id: '77', username: 'friend' });
  const trollPost = statusJSON({ id: '700', account: troll });
  const friendBoostOfTroll = statusJSON({ id: '701', account: friend, reblog: trollPost });
  const trollBoostOfFriend = statusJSON({
    id: '702',
    account: troll,
    reblog: statusJSON({ id: '703', account: friend }),
  });
  const friendPost = statusJSON({ id: '704', account: friend });
  t.api.on('GET', '/api/v1/timelines/home', {
    body: [trollPost, friendBoostOfTroll, trollBoostOfFriend, friendPost],
  });
  t.api.on('GET', '/api/v2/suggestions', {
    body: [
      { source: 'staff', sources: ['featured'], account: troll },
      { source: 'staff', sources: ['featured'], account: friend },
    ],
  });
  t.api.on('GET', '/api/v1/accounts/relationships', { body: [] });
  await t.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
  await t.store.dispatch(loadTimeline({ source: { kind: 'home' }, mode: 'initial' }));
  await t.store.dispatch(loadSuggestions());
  t.store.dispatch(
    notificationsPageReceived({
      groups: [group('g1', ['66'], 1), group('g2', ['66', '77'], 5), group('g3', ['77'], 1)],
      mode: 'replace',
      hasMore: false,
    }),
  );
  return t;
}

describe('block and mute purge', () => {
  it("a block purges the account's statuses, boosts of them, its notifications and suggestion", async () => {
    const { store, api } = await world();
    api.on('POST', '/api/v1/accounts/66/block', { body: relationship('66', { blocking: true }) });
    await store.dispatch(blockAccount('66'));
    const state = store.getState();
    expect(state.timelines.home?.items).toEqual(['704']);
    expect(selectStatus(state, '700')).toBeUndefined();
    expect(state.relationships['66']?.blocking).toBe(true);
    expect(state.notifications.items).toEqual(['g2', 'g3']);
    expect(state.notifications.groups.g2).toMatchObject({
      sampleAccountIds: ['77'],
      notificationsCount: 4,
    });
    expect(state.suggestions.items).toEqual(['77']);
  });

  it('a mute sends notifications and duration, then purges the same way', async () => {
    const { store, api } = await world();
    api.on('POST', '/api/v1/accounts/66/mute', {
      body: relationship('66', { muting: true, muting_notifications: false }),
    });
    await store.dispatch(muteAccount({ accountId: '66', notifications: false, duration: 300 }));
    expect(api.requestsTo('POST', '/api/v1/accounts/66/mute')[0]?.body).toEqual({
      notifications: false,
      duration: 300,
    });
    expect(store.getState().timelines.home?.items).toEqual(['704']);
    expect(store.getState().relationships['66']).toMatchObject({
      muting: true,
      mutingNotifications: false,
    });
  });

  it('purges nothing when the server refuses, and says why', async () => {
    const { store, api } = await world();
    api.on('POST', '/api/v1/accounts/66/block', { status: 500, body: { error: 'Nope' } });
    await store.dispatch(blockAccount('66'));
    expect(store.getState().timelines.home?.items).toHaveLength(4);
    expect(store.getState().alerts.items).toEqual([
      expect.objectContaining({ title: '500', message: serverProblem('Nope') }),
    ]);
  });
});
