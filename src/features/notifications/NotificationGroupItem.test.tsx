// @vitest-environment jsdom
import { act } from '../../test/act';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from '../../components/navigation/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { normaliseGroupedNotifications } from '../../entities/notificationGroup';
import { entitiesReceived } from '../../store/entities';
import { notificationsPageReceived } from '../../store/notifications/notifications';
import { normaliseRelationship } from '../../entities/relationship';
import { relationshipsReceived } from '../../store/accounts/relationships';
import { accountJSON, relationshipJSON } from '../../test/fixtures';
import { stubMatchMedia, withTestRoot } from '../../test/reactRoot';
import { createTestStore } from '../../test/testStore';
import { NotificationGroupItem } from './NotificationGroupItem';

// The layout hook asks which layout applies; jsdom has no media queries.
const env = withTestRoot(stubMatchMedia);
afterEach(() => vi.unstubAllGlobals());

const BLOBCAT = 'https://sandbox.example/system/emojis/blobcat.png';

/** kmyblue's grouped emoji_reaction notification, as GET /api/v2/notifications sends it. */
const reactionsPage = {
  accounts: [
    accountJSON({ id: '11', username: 'alice', display_name: 'Alice Liddell' }),
    accountJSON({ id: '12', username: 'bob', display_name: 'Bob Builder' }),
    accountJSON({ id: '13', username: 'erin', display_name: 'Erin Okafor' }),
  ],
  statuses: [],
  notification_groups: [
    {
      group_key: 'emoji_reaction-5-100',
      notifications_count: 3,
      type: 'emoji_reaction',
      most_recent_notification_id: '30',
      sample_account_ids: ['11', '13', '12'],
      emoji_reaction_groups: [
        {
          emoji_reaction: { name: '🎉', count: 1, me: false },
          sample_account_ids: ['12', '13'],
        },
        {
          emoji_reaction: {
            name: 'blobcat',
            count: 1,
            me: false,
            url: BLOBCAT,
            static_url: BLOBCAT,
            domain: null,
          },
          sample_account_ids: ['11'],
        },
      ],
    },
  ],
};

function renderGroup(page: unknown = reactionsPage, groupKey = 'emoji_reaction-5-100') {
  const { store } = createTestStore();
  const { groups, bundle } = normaliseGroupedNotifications(page);
  store.dispatch(entitiesReceived(bundle));
  store.dispatch(notificationsPageReceived({ groups, mode: 'replace', hasMore: false }));
  act(() =>
    env.root.render(
      <Provider store={store}>
        <IntlProvider locale="en" messages={{}}>
          <MemoryRouter>
            <NotificationGroupItem groupKey={groupKey} position={1} />
          </MemoryRouter>
        </IntlProvider>
      </Provider>,
    ),
  );
  return store;
}

describe('an emoji_reaction notification', () => {
  it('says who reacted to the post, as Mastodon and kmyblue word it', () => {
    renderGroup();
    const article = env.container.querySelector('article')!;
    expect(article.getAttribute('aria-label')).toBe(
      'Alice Liddell and 2 others reacted your post with emoji',
    );
    expect(article.querySelector('.notification__message')?.textContent).toBe(
      'Alice Liddell and 2 others reacted your post with emoji',
    );
  });

  it('shows each emoji with who reacted with it: unicode as text, custom as its picture', () => {
    renderGroup();
    const list = env.container.querySelector('ul[aria-label="Reactions"]')!;
    const items = [...list.querySelectorAll('li')];
    expect(items.map((li) => li.getAttribute('aria-label'))).toEqual([
      '🎉 by Bob Builder and Erin Okafor',
      ':blobcat: by Alice Liddell',
    ]);
    expect(items[0]!.textContent).toBe('🎉2');
    expect(items[1]!.querySelector('img')?.getAttribute('src')).toBe(BLOBCAT);
    expect(items[1]!.textContent).toBe('');
  });
});

const single = (type: string, extra: Record<string, unknown> = {}) => ({
  accounts: [accountJSON({ id: '21', username: 'ivan', display_name: 'Ivan' })],
  statuses: [],
  notification_groups: [
    {
      group_key: `ungrouped-${type}`,
      notifications_count: 1,
      type,
      most_recent_notification_id: '40',
      sample_account_ids: ['21'],
      ...extra,
    },
  ],
});

describe('a follow_request notification', () => {
  it('answers in place; once answered its buttons go', () => {
    const store = renderGroup(single('follow_request'), 'ungrouped-follow_request');
    const article = env.container.querySelector('article')!;
    expect(article.getAttribute('aria-label')).toBe('Ivan has requested to follow you');
    const buttons = () => [...article.querySelectorAll('button')].map((b) => b.textContent);
    expect(buttons()).toEqual(['Authorize', 'Reject']);
    act(() => {
      store.dispatch(relationshipsReceived([normaliseRelationship(relationshipJSON('21'))]));
    });
    expect(buttons()).toEqual([]);
  });
});

describe('list_status and unknown notifications', () => {
  it('names the list, linked to it', () => {
    renderGroup(
      single('list_status', { list: { id: '7', title: 'Friends' } }),
      'ungrouped-list_status',
    );
    const article = env.container.querySelector('article')!;
    expect(article.getAttribute('aria-label')).toBe('Ivan post is added to Friends');
    const link = [...article.querySelectorAll('a')].find((a) => a.textContent === 'Friends');
    expect(link?.getAttribute('href')).toBe('/lists/7');
  });

  it("an unknown type says '[NO MESSAGE DEFINITION]'", () => {
    renderGroup(single('something_new'), 'ungrouped-something_new');
    expect(env.container.querySelector('.notification__message')?.textContent).toBe(
      '[NO MESSAGE DEFINITION]',
    );
  });
});
