// @vitest-environment jsdom
import { act } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { normaliseGroupedNotifications } from '../../entities/notificationGroup';
import { entitiesReceived } from '../../store/entities';
import { notificationsPageReceived } from '../../store/notifications/notifications';
import { accountJSON } from '../../test/fixtures';
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

function renderGroup() {
  const { store } = createTestStore();
  const { groups, bundle } = normaliseGroupedNotifications(reactionsPage);
  store.dispatch(entitiesReceived(bundle));
  store.dispatch(notificationsPageReceived({ groups, mode: 'replace', hasMore: false }));
  act(() =>
    env.root.render(
      <Provider store={store}>
        <IntlProvider locale="en" messages={{}}>
          <MemoryRouter>
            <NotificationGroupItem groupKey="emoji_reaction-5-100" position={1} />
          </MemoryRouter>
        </IntlProvider>
      </Provider>,
    ),
  );
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
