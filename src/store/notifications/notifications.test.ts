import { describe, expect, it } from 'vitest';
import { notificationGroup } from '../../test/notificationGroups';
import type { NotificationGroup } from '../../entities/types';
import { NOTIFICATION_GROUPS_AT_TOP_MAX } from '../constants';
import { accountPurged } from '../statuses/removal';
import reducer, {
  notificationReceived,
  notificationsPageReceived,
  notificationsScrolled,
} from './notifications';

const group = (n: number, extra: Partial<NotificationGroup> = {}) =>
  notificationGroup(n, { sampleAccountIds: ['a1'], ...extra });

describe('notifications', () => {
  it('keeps at most 50 groups when at the top', () => {
    expect(NOTIFICATION_GROUPS_AT_TOP_MAX).toBe(50);
    const groups = Array.from({ length: 50 }, (_, i) => group(100 - i));
    let state = reducer(
      undefined,
      notificationsPageReceived({ groups, mode: 'replace', hasMore: true }),
    );
    state = reducer(
      state,
      notificationReceived({
        id: '500',
        groupKey: 'new',
        group: group(500, { groupKey: 'new' }),
        accountId: 'a2',
        createdAt: '',
      }),
    );
    // 50 groups, and a gap below them for what was dropped, loaded again from the oldest kept.
    expect(state.items).toHaveLength(51);
    expect(Object.keys(state.groups)).toHaveLength(50);
    expect(state.items[0]).toBe('new');
    expect(state.items[50]).toEqual({ type: 'gap', maxId: '52', sinceId: null });
    expect(state.groups.g51).toBeUndefined();
  });

  it('lets the list grow while scrolled down', () => {
    const groups = Array.from({ length: 50 }, (_, i) => group(100 - i));
    let state = reducer(
      undefined,
      notificationsPageReceived({ groups, mode: 'replace', hasMore: true }),
    );
    state = reducer(state, notificationsScrolled(false));
    state = reducer(
      state,
      notificationReceived({
        id: '500',
        groupKey: 'new',
        group: group(500, { groupKey: 'new' }),
        accountId: 'a2',
        createdAt: '',
      }),
    );
    expect(state.items).toHaveLength(51);
  });

  it('adds a streamed notification to its group, at most 8 sample accounts, and lifts it', () => {
    let state = reducer(
      undefined,
      notificationsPageReceived({
        groups: [
          group(3),
          group(2, { sampleAccountIds: ['1', '2', '3', '4', '5', '6', '7', '8'] }),
        ],
        mode: 'replace',
        hasMore: false,
      }),
    );
    state = reducer(
      state,
      notificationReceived({
        id: '9',
        groupKey: 'g2',
        group: group(9),
        accountId: 'x',
        createdAt: '2026-01-01T00:00:00Z',
      }),
    );
    expect(state.items[0]).toBe('g2');
    expect(state.groups.g2!.notificationsCount).toBe(2);
    expect(state.groups.g2!.sampleAccountIds).toHaveLength(8);
    expect(state.groups.g2!.sampleAccountIds[0]).toBe('x');
    expect(state.groups.g2!.mostRecentNotificationId).toBe('9');
  });

  it('adds a streamed emoji reaction to its emoji in the group, or the emoji to the group', () => {
    const reaction = (name: string, ids: string[], url: string | null = null) => ({
      name,
      url,
      staticUrl: url,
      sampleAccountIds: ids,
    });
    const reactions = (n: number, account: string, name: string, url: string | null = null) =>
      group(n, {
        groupKey: 'r',
        type: 'emoji_reaction',
        rawType: 'emoji_reaction',
        sampleAccountIds: [account],
        emojiReactionGroups: [reaction(name, [account], url)],
      });
    let state = reducer(
      undefined,
      notificationsPageReceived({
        groups: [reactions(3, 'a1', '🎉')],
        mode: 'replace',
        hasMore: false,
      }),
    );
    const streamed = (id: string, account: string, name: string, url: string | null = null) =>
      notificationReceived({
        id,
        groupKey: 'r',
        group: reactions(Number(id), account, name, url),
        accountId: account,
        createdAt: '',
      });
    state = reducer(state, streamed('4', 'a2', '🎉'));
    state = reducer(state, streamed('5', 'a3', 'blobcat', 'https://cdn.example/blobcat.png'));
    expect(state.groups.r!.sampleAccountIds).toEqual(['a3', 'a2', 'a1']);
    expect(state.groups.r!.emojiReactionGroups).toEqual([
      reaction('🎉', ['a1', 'a2']),
      reaction('blobcat', ['a3'], 'https://cdn.example/blobcat.png'),
    ]);

    // A blocked or muted reactor leaves the emoji; an emoji nobody is left for goes.
    state = reducer(state, accountPurged('a3'));
    expect(state.groups.r!.emojiReactionGroups).toEqual([reaction('🎉', ['a1', 'a2'])]);
  });
});
