import { describe, expect, it } from 'vitest';
import type { ApiFilterResultJSON } from '../api/types';
import { accountJSON, statusJSON } from '../test/fixtures';
import { emptyBundle } from './bundle';
import {
  isHiddenByFilter,
  normaliseGroupedNotifications,
  normaliseNotification,
  notificationTypeOf,
} from './notificationGroup';

const group = (overrides: Record<string, unknown> = {}) => ({
  group_key: 'favourite-1-100',
  notifications_count: 2,
  type: 'favourite',
  most_recent_notification_id: '100',
  page_min_id: '99',
  page_max_id: '100',
  latest_page_notification_at: '2026-01-01T00:00:00Z',
  sample_account_ids: ['a', 'b'],
  status_id: 's1',
  ...overrides,
});

describe('notificationTypeOf', () => {
  it('maps quoted_update to update and unknown types to unknown', () => {
    expect(notificationTypeOf('quoted_update')).toBe('update');
    expect(notificationTypeOf('emoji_reaction')).toBe('emoji_reaction');
    expect(notificationTypeOf('admin.sign_up')).toBe('admin.sign_up');
    expect(notificationTypeOf('something_new')).toBe('unknown');
  });
});

describe('normaliseGroupedNotifications', () => {
  it('reads groups, accounts and statuses', () => {
    const { groups, bundle } = normaliseGroupedNotifications({
      accounts: [accountJSON({ id: 'a' }), accountJSON({ id: 'b' }), { id: 'broken' }],
      statuses: [statusJSON({ id: 's1' })],
      notification_groups: [
        group(),
        group({
          group_key: 'ungrouped-7',
          type: 'something_new',
          sample_account_ids: 'abcdefghij'.split(''),
          status_id: null,
        }),
      ],
    });
    expect(groups[0]).toEqual({
      groupKey: 'favourite-1-100',
      type: 'favourite',
      rawType: 'favourite',
      notificationsCount: 2,
      mostRecentNotificationId: '100',
      pageMinId: '99',
      pageMaxId: '100',
      latestPageNotificationAt: '2026-01-01T00:00:00Z',
      sampleAccountIds: ['a', 'b'],
      statusId: 's1',
      list: null,
      emojiReactionGroups: [],
    });
    expect(groups[1]).toMatchObject({ type: 'unknown', rawType: 'something_new', statusId: null });
    expect((groups[1] as { sampleAccountIds: string[] }).sampleAccountIds).toHaveLength(8);
    const accountIds = bundle.accounts.map((a) => a.id);
    expect(accountIds).toEqual(expect.arrayContaining(['a', 'b']));
    expect(accountIds).not.toContain('broken');
    expect(bundle.statuses.map((s) => s.id)).toContain('s1');
  });

  it('reads kmyblue emoji reaction groups and list notifications', () => {
    const { groups } = normaliseGroupedNotifications({
      accounts: [],
      statuses: [],
      notification_groups: [
        group({
          type: 'emoji_reaction',
          emoji_reaction_groups: [
            {
              emoji_reaction: { name: 'blob', url: 'https://cdn.example/b.png' },
              sample_account_ids: ['a'],
            },
          ],
        }),
        group({ group_key: 'l', type: 'list_status', list: { id: 'L1', title: 'Friends' } }),
      ],
    });
    expect(groups[0]).toMatchObject({
      emojiReactionGroups: [
        {
          name: 'blob',
          url: 'https://cdn.example/b.png',
          staticUrl: 'https://cdn.example/b.png',
          sampleAccountIds: ['a'],
        },
      ],
    });
    expect(groups[1]).toMatchObject({ list: { id: 'L1', title: 'Friends' } });
  });

  it('drops a group about a post a hide filter matched, and keeps a warned one', () => {
    const filtered = (action: 'hide' | 'warn'): ApiFilterResultJSON[] => [
      {
        filter: {
          id: 'f',
          title: 't',
          context: ['notifications'],
          expires_at: null,
          filter_action: action,
        },
        keyword_matches: [],
        status_matches: [],
      },
    ];
    const { groups } = normaliseGroupedNotifications({
      accounts: [accountJSON({ id: 'a' })],
      statuses: [
        statusJSON({ id: 's1', filtered: filtered('hide') }),
        statusJSON({ id: 's2', filtered: filtered('warn') }),
      ],
      notification_groups: [
        group({ group_key: 'hidden', status_id: 's1' }),
        group({ group_key: 'warned', status_id: 's2' }),
      ],
    });
    expect(groups.map((g) => ('invalid' in g ? g.id : g.groupKey))).toEqual(['warned']);
  });

  it('turns a bad group into an InvalidEntity keyed by its group key', () => {
    const { groups } = normaliseGroupedNotifications({
      notification_groups: [group({ most_recent_notification_id: 5 }), group({ group_key: 'ok' })],
    });
    expect(groups[0]).toMatchObject({ invalid: true, id: 'favourite-1-100' });
    expect(groups[1]).toMatchObject({ groupKey: 'ok' });
  });
});

describe('normaliseNotification (stream)', () => {
  it('makes a one-notification group', () => {
    const bundle = emptyBundle();
    const n = normaliseNotification(
      {
        id: '200',
        type: 'mention',
        created_at: '2026-01-02T00:00:00Z',
        group_key: 'ungrouped-200',
        account: accountJSON({ id: 'a' }),
        status: statusJSON({ id: 's2' }),
      },
      bundle,
    );
    expect(n).toMatchObject({
      id: '200',
      type: 'mention',
      groupKey: 'ungrouped-200',
      accountId: 'a',
      statusId: 's2',
    });
    expect(n.group).toMatchObject({
      notificationsCount: 1,
      mostRecentNotificationId: '200',
      sampleAccountIds: ['a'],
      statusId: 's2',
    });
    expect(bundle.statuses.map((s) => s.id)).toContain('s2');
    expect(isHiddenByFilter(bundle, 's2')).toBe(false);
  });

  it('knows when a hide filter matched', () => {
    const bundle = emptyBundle();
    const n = normaliseNotification(
      {
        id: '201',
        type: 'mention',
        created_at: '2026-01-02T00:00:00Z',
        account: accountJSON(),
        status: statusJSON({
          id: 's3',
          filtered: [
            {
              filter: {
                id: 'f',
                title: 't',
                context: ['notifications'],
                expires_at: null,
                filter_action: 'hide',
              },
              keyword_matches: [],
              status_matches: [],
            },
          ],
        }),
      },
      bundle,
    );
    expect(n.groupKey).toBe('ungrouped-201');
    expect(isHiddenByFilter(bundle, n.statusId)).toBe(true);
  });
});
