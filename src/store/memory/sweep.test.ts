import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import type { ApiStatusJSON } from '../../api/types';
import { emptyBundle } from '../../entities/bundle';
import { normaliseStatus } from '../../entities/status';
import { accountJSON, cardJSON, instanceJSON, statusJSON } from '../../test/fixtures';
import { normaliseInstance } from '../../entities/instance';
import { normaliseRelationship } from '../../entities/relationship';
import { collectionMembershipReceived } from '../collections/collections';
import { composeChanged } from '../compose/draft';
import { contextReceived } from '../statuses/contexts';
import { entitiesReceived, entitiesSwept } from '../entities';
import { rootReducer, type RootState } from '../index';
import { modalOpened } from '../modals';
import { notificationsPageReceived } from '../notifications/notifications';
import { relationshipsReceived } from '../accounts/relationships';
import type { RetainedIds } from './retain';
import { sessionConnected } from '../session/session';
import { fetchListPage } from '../pagedLists/pagedListActions';
import { loadSuggestions } from '../accounts/suggestions';
import { idsToSweep, keptIds } from './sweep';
import { timelinePageReceived, timelineScrolled, timelineUpdated } from '../timelines/timelines';
import { translateStatus } from '../statuses/translations';

const nothingRetained: RetainedIds = { statusIds: new Set(), accountIds: new Set() };

/** A store state holding these statuses (with everything nested in them), then the actions. */
function stateWith(statuses: ApiStatusJSON[], ...actions: UnknownAction[]): RootState {
  const bundle = emptyBundle();
  for (const json of statuses) normaliseStatus(json, bundle);
  return [entitiesReceived(bundle), ...actions].reduce<RootState>(
    (state, action) => rootReducer(state, action),
    rootReducer(undefined, { type: 'init' }),
  );
}

const author = (id: string) => accountJSON({ id, username: `u${id}` });
const post = (id: string, accountId = `a${id}`, overrides: Partial<ApiStatusJSON> = {}) =>
  statusJSON({ id, account: author(accountId), ...overrides });

const home = (items: string[]) =>
  timelinePageReceived({ key: 'home', items, mode: 'replace', hasMore: true, isPartial: false });

const group = (statusId: string | null, accountIds: string[]) => ({
  groupKey: `g-${statusId}`,
  type: 'favourite' as const,
  rawType: 'favourite',
  notificationsCount: accountIds.length,
  mostRecentNotificationId: '9',
  pageMinId: '9',
  pageMaxId: '9',
  latestPageNotificationAt: null,
  sampleAccountIds: accountIds,
  statusId,
  list: null,
  emojiReactionGroups: [{ name: 'x', url: null, staticUrl: null, sampleAccountIds: ['a90'] }],
});

describe('keptIds', () => {
  it('drops a status nothing refers to, with its author', () => {
    const state = stateWith([post('1'), post('2')], home(['2']));
    expect(idsToSweep(state, nothingRetained)).toEqual({ statusIds: ['1'], accountIds: ['a1'] });
  });

  it('keeps a boost with the boosted status and both authors', () => {
    const state = stateWith(
      [post('10', 'booster', { reblog: post('11', 'original') })],
      home(['10']),
    );
    const kept = keptIds(state, nothingRetained);
    expect([...kept.statusIds].sort()).toEqual(['10', '11']);
    expect([...kept.accountIds].sort()).toEqual(['booster', 'original']);
    expect(idsToSweep(state, nothingRetained)).toEqual({ statusIds: [], accountIds: [] });
  });

  it('keeps a quoted status (and what it quotes) with their authors', () => {
    const quoted = post('21', 'q1', {
      quote: { state: 'accepted', quoted_status: post('22', 'q2') },
    });
    const state = stateWith(
      [post('20', 'q0', { quote: { state: 'accepted', quoted_status: quoted } })],
      composeChanged({ quotedStatusId: '20' }),
    );
    const kept = keptIds(state, nothingRetained);
    expect([...kept.statusIds].sort()).toEqual(['20', '21', '22']);
    expect([...kept.accountIds].sort()).toEqual(['q0', 'q1', 'q2']);
  });

  it('keeps the accounts a status shows: card authors and reactors', () => {
    const state = stateWith(
      [
        post('30', 'a30', {
          card: cardJSON({
            authors: [{ name: 'W', url: 'https://news.example/w', account: author('writer') }],
          }),
          emoji_reactions: [{ name: 'x', count: 1, me: false, account_ids: ['reactor'] }],
        }),
        post('31', 'reactor'),
      ],
      composeChanged({ inReplyToId: '30' }),
    );
    expect([...keptIds(state, nothingRetained).accountIds].sort()).toEqual([
      'a30',
      'reactor',
      'writer',
    ]);
  });

  it('keeps the account an account moved to', () => {
    const state = stateWith([
      post('40', 'old', {
        account: { ...author('old'), moved: author('new') },
      }),
    ]);
    const kept = keptIds(state, { statusIds: new Set(['40']), accountIds: new Set() });
    expect([...kept.accountIds].sort()).toEqual(['new', 'old']);
  });

  it('keeps what a mounted component retains', () => {
    const state = stateWith([post('50'), post('51'), post('52')]);
    const retained = { statusIds: new Set(['50']), accountIds: new Set(['a51']) };
    expect(idsToSweep(state, retained)).toEqual({
      statusIds: ['51', '52'],
      accountIds: ['a52'],
    });
  });

  const meta = { requestId: 'r', requestStatus: 'fulfilled' as const };
  const references: [string, UnknownAction[], string[], string[]][] = [
    ['home items', [home(['1'])], ['1'], ['a1']],
    [
      'pending items',
      [
        home([]),
        timelineScrolled({ key: 'home', top: false }),
        timelineUpdated({ key: 'home', id: '1' }),
      ],
      ['1'],
      ['a1'],
    ],
    [
      "an account timeline's account",
      [
        timelinePageReceived({
          key: 'account:a2:with_replies',
          items: [],
          mode: 'replace',
          hasMore: true,
          isPartial: false,
        }),
      ],
      [],
      ['a2'],
    ],
    [
      'notification groups',
      [notificationsPageReceived({ groups: [group('1', ['a3'])], mode: 'replace', hasMore: true })],
      ['1'],
      ['a1', 'a3', 'a90'],
    ],
    [
      'threads, by their status and its context',
      [
        contextReceived({
          id: '1',
          context: { ancestors: ['2'], descendants: ['3'], references: ['4'] },
        }),
      ],
      ['1', '2', '3', '4'],
      ['a1', 'a2', 'a3', 'a4'],
    ],
    [
      'lists of accounts on a status page',
      [
        fetchListPage.fulfilled(
          {
            ids: ['a2'],
            reactions: [{ name: 'x', url: null, staticUrl: null, accountId: 'a3' }],
            next: null,
          },
          'r',
          { source: { kind: 'emoji_reactions', statusId: '1' } },
        ),
      ],
      ['1'],
      ['a1', 'a2', 'a3'],
    ],
    [
      'lists of referring statuses',
      [
        fetchListPage.fulfilled({ ids: ['2'], reactions: [], next: null }, 'r', {
          source: { kind: 'references', statusId: '1' },
        }),
      ],
      ['1', '2'],
      ['a1', 'a2'],
    ],
    [
      'the draft: reply, quote and edit',
      [composeChanged({ inReplyToId: '1', quotedStatusId: '2', editId: '3' })],
      ['1', '2', '3'],
      ['a1', 'a2', 'a3'],
    ],
    [
      'modals',
      [
        modalOpened({ type: 'BOOST', props: { statusId: '1' } }),
        modalOpened({ type: 'MUTE', props: { accountId: 'a2', acct: 'u2' } }),
      ],
      ['1'],
      ['a1', 'a2'],
    ],
    [
      'the signed-in account',
      [
        sessionConnected({
          meId: 'a4',
          instance: normaliseInstance(instanceJSON()),
        }),
      ],
      [],
      ['a4'],
    ],
    [
      'follow suggestions',
      [{ type: loadSuggestions.fulfilled.type, payload: ['a2'], meta }],
      [],
      ['a2'],
    ],
    [
      'blocks and mutes',
      [
        fetchListPage.fulfilled({ ids: ['a3'], reactions: [], next: null }, 'r', {
          source: { kind: 'mutes' },
        }),
      ],
      [],
      ['a3'],
    ],
  ];

  it.each(references)('keeps what %s refer to', (_name, actions, statusIds, accountIds) => {
    const state = stateWith([post('1'), post('2'), post('3'), post('4')], ...actions);
    const kept = keptIds(state, nothingRetained);
    expect([...kept.statusIds].sort()).toEqual(statusIds);
    expect([...kept.accountIds].sort()).toEqual(accountIds);
  });
});

describe('entitiesSwept', () => {
  it('takes out the entities and everything kept by their ids', () => {
    const state = stateWith(
      [post('1'), post('2')],
      relationshipsReceived([
        normaliseRelationship({ id: 'a1' }),
        normaliseRelationship({ id: 'gone' }),
      ]),
      translateStatus.pending('r', { id: '1', lang: 'en' }),
      collectionMembershipReceived({ kind: 'bookmark_categories', statusId: '1', itemIds: ['c'] }),
      home(['2']),
    );
    const swept = idsToSweep(state, nothingRetained);
    expect(swept).toEqual({ statusIds: ['1'], accountIds: ['a1', 'gone'] });
    const after = rootReducer(state, entitiesSwept(swept));
    expect(after.statuses.ids).toEqual(['2']);
    expect(after.accounts.ids).toEqual(['a2']);
    expect(after.accounts.byAcct).toEqual({ ua2: 'a2' });
    expect(after.relationships).toEqual({});
    expect(after.translations).toEqual({});
    expect(after.collections.bookmark_categories.statusMembership).toEqual({});
    expect(idsToSweep(after, nothingRetained)).toEqual({ statusIds: [], accountIds: [] });
  });
});
