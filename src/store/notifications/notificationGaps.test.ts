import { describe, expect, it } from 'vitest';
import { notificationGroup } from '../../test/notificationGroups';
import { timelineWentOffline } from '../timelines/timelines';
import reducer, {
  notificationsGapFilled,
  notificationsPageReceived,
  notificationsScrolled,
  type NotificationsState,
} from './notifications';

const group = notificationGroup;

const loaded = (...ns: number[]): NotificationsState =>
  reducer(
    undefined,
    notificationsPageReceived({ groups: ns.map((n) => group(n)), mode: 'replace', hasMore: true }),
  );

describe('notification gaps', () => {
  it('puts a gap above the newest group when the stream goes offline, once', () => {
    let state = loaded(20, 10);
    state = reducer(state, timelineWentOffline('home'));
    state = reducer(state, timelineWentOffline('home'));
    expect(state.items).toEqual([{ type: 'gap', maxId: null, sinceId: '20' }, 'g20', 'g10']);
    // Another timeline's stream is not ours.
    expect(reducer(loaded(20), timelineWentOffline('public')).items).toEqual(['g20']);
  });

  it('fills a gap with what came, leaving a smaller one when the server had more', () => {
    let state = reducer(loaded(20, 10), timelineWentOffline('home'));
    const gap = { type: 'gap', maxId: null, sinceId: '20' } as const;
    state = reducer(
      state,
      notificationsGapFilled({ gap, groups: [group(40), group(30)], hasMore: true }),
    );
    expect(state.items).toEqual([
      'g40',
      'g30',
      { type: 'gap', maxId: '30', sinceId: '20' },
      'g20',
      'g10',
    ]);
    state = reducer(
      state,
      notificationsGapFilled({
        gap: { type: 'gap', maxId: '30', sinceId: '20' },
        groups: [group(25)],
        hasMore: false,
      }),
    );
    expect(state.items).toEqual(['g40', 'g30', 'g25', 'g20', 'g10']);
  });

  it('lifts a group seen again above a gap, adding up its two pages', () => {
    let state = reducer(loaded(20, 10), timelineWentOffline('home'));
    const gap = { type: 'gap', maxId: null, sinceId: '20' } as const;
    const newer = group(10, {
      mostRecentNotificationId: '50',
      pageMaxId: '50',
      pageMinId: '45',
      notificationsCount: 2,
      sampleAccountIds: ['a50', 'a45'],
    });
    state = reducer(state, notificationsGapFilled({ gap, groups: [newer], hasMore: false }));
    expect(state.items).toEqual(['g10', 'g20']);
    expect(state.groups.g10).toMatchObject({
      notificationsCount: 3,
      mostRecentNotificationId: '50',
      pageMinId: '10',
      sampleAccountIds: ['a50', 'a45', 'a10'],
    });
  });

  it('trims to 50 groups at the top with a gap below, which an older page takes away', () => {
    const fifty = Array.from({ length: 60 }, (_, i) => group(100 - i));
    let state = reducer(
      undefined,
      notificationsPageReceived({ groups: fifty, mode: 'replace', hasMore: true }),
    );
    state = reducer(state, notificationsScrolled(false));
    state = reducer(state, notificationsScrolled(true));
    expect(state.items).toHaveLength(51);
    expect(state.items[50]).toEqual({ type: 'gap', maxId: '51', sinceId: null });
    state = reducer(
      state,
      notificationsPageReceived({ groups: [group(50)], mode: 'append', hasMore: false }),
    );
    expect(state.items).toHaveLength(51);
    expect(state.items[50]).toBe('g50');
    expect(state.hasMore).toBe(false);
  });

  it('closes a gap the server had nothing for', () => {
    let state = reducer(loaded(20, 10), timelineWentOffline('home'));
    state = reducer(
      state,
      notificationsGapFilled({
        gap: { type: 'gap', maxId: null, sinceId: '20' },
        groups: [],
        hasMore: false,
      }),
    );
    expect(state.items).toEqual(['g20', 'g10']);
  });
});
