import { useParams, useRoutes } from '../components/navigation/router';
import { antennaRoutes } from '../features/antennas/antennaRoutes';
import { collectionRoutes } from '../features/collections/collectionRoutes';
import * as homeScreen from '../features/home/HomeTimeline';
import { Shell } from '../features/ui/Shell';
import type { AppRoute, RouteLoader } from './routing/appRoute';
import { RouteBoundary } from './routing/RouteBoundary';
import { routeObjects } from './routing/routeElements';

type LazyModule = { Component: React.ComponentType };
const lazy =
  (load: () => Promise<LazyModule>): RouteLoader =>
  async () => ({ Component: (await load()).Component });
const notFound = lazy(() => import('../features/ui/NotFound'));

/** Account paths are `/@acct…`; any other first segment is an unknown path. */
const lazyAtHandle =
  (load: () => Promise<LazyModule>): RouteLoader =>
  async () => {
    const [{ Component: Page }, { Component: NotFound }] = await Promise.all([
      load(),
      import('../features/ui/NotFound'),
    ]);
    return {
      Component: function AtHandle() {
        return useParams().handle?.startsWith('@') ? <Page /> : <NotFound />;
      },
    };
  };

/** The kmyblue routes (CONTRACT), each its own chunk. */
const appRoutes: AppRoute[] = [
  { index: true, lazy: lazy(() => import('../features/ui/RootRedirect')) },
  // Home is the first screen of most visits: its code comes with the app's, not after it.
  { path: 'home', lazy: () => Promise.resolve(homeScreen) },
  { path: 'public', lazy: lazy(() => import('../features/public/FederatedTimeline')) },
  { path: 'public/local', lazy: lazy(() => import('../features/public/LocalTimeline')) },
  { path: 'public/remote', lazy: lazy(() => import('../features/public/RemoteTimeline')) },
  { path: 'tags/:tag', lazy: lazy(() => import('../features/hashtag/HashtagTimeline')) },
  { path: 'links/*', lazy: lazy(() => import('../features/links/LinkTimeline')) },
  { path: 'explore', lazy: lazy(() => import('../features/explore/ExplorePage')) },
  ...['tags', 'suggestions', 'links'].map((tab) => ({
    path: `explore/${tab}`,
    lazy: lazy(() => import('../features/explore/ExplorePage')),
  })),
  { path: 'followed_tags', lazy: lazy(() => import('../features/followedTags/FollowedTagsPage')) },
  { path: 'publish', lazy: lazy(() => import('../features/compose/ComposePage')) },
  { path: 'statuses/new', lazy: lazy(() => import('../features/compose/ComposePage')) },
  {
    path: 'notifications',
    lazy: lazy(() => import('../features/notifications/NotificationsPage')),
  },
  {
    path: 'notifications/requests',
    lazy: lazy(() => import('../features/notificationRequests/NotificationRequestsPage')),
  },
  {
    path: 'notifications/requests/:id',
    lazy: lazy(() => import('../features/notificationRequests/NotificationRequestPage')),
  },
  {
    path: 'conversations',
    lazy: lazy(() => import('../features/conversations/ConversationsPage')),
  },
  { path: 'bookmarks', lazy: lazy(() => import('../features/bookmarks/BookmarksTimeline')) },
  { path: 'favourites', lazy: lazy(() => import('../features/favourites/FavouritesTimeline')) },
  {
    path: 'scheduled_statuses',
    lazy: lazy(() => import('../features/scheduledStatuses/ScheduledStatusesPage')),
  },
  ...collectionRoutes('bookmark_categories'),
  ...collectionRoutes('lists'),
  ...collectionRoutes('circles'),
  ...antennaRoutes(),
  { path: 'blocks', lazy: lazy(() => import('../features/relationships/BlocksPage')) },
  { path: 'mutes', lazy: lazy(() => import('../features/relationships/MutesPage')) },
  {
    path: 'follow_requests',
    lazy: lazy(() => import('../features/relationships/FollowRequestsPage')),
  },
  {
    path: 'domain_blocks',
    lazy: lazy(() => import('../features/relationships/DomainBlocksPage')),
  },
  { path: 'directory', lazy: lazy(() => import('../features/relationships/DirectoryPage')) },
  { path: 'pinned', lazy: lazy(() => import('../features/relationships/PinnedPage')) },
  {
    path: 'emoji_reactions',
    lazy: lazy(() => import('../features/emojiReactions/EmojiReactionsTimeline')),
  },
  { path: 'reaction_deck', lazy: lazy(() => import('../features/reactionDeck/ReactionDeckPage')) },
  { path: 'filters', lazy: lazy(() => import('../features/filters/FiltersPage')) },
  { path: 'filters/new', lazy: lazy(() => import('../features/filters/FilterEditPage')) },
  { path: 'filters/:id/edit', lazy: lazy(() => import('../features/filters/FilterEditPage')) },
  { path: 'settings', lazy: lazy(() => import('../features/settings/SettingsPage')) },
  {
    path: 'settings/profile',
    lazy: lazy(() => import('../features/account/ProfileEditPage')),
  },
  { path: 'statuses/:statusId', lazy: lazy(() => import('../features/status/StatusPage')) },
  { path: 'search', lazy: lazy(() => import('../features/search/SearchPage')) },
  { path: 'about', lazy: lazy(() => import('../features/about/AboutPage')) },
  {
    path: 'keyboard-shortcuts',
    lazy: lazy(() => import('../features/keyboardShortcuts/KeyboardShortcutsPage')),
  },
  { path: ':handle', lazy: lazyAtHandle(() => import('../features/account/AccountPage')) },
  {
    path: ':handle/with_replies',
    lazy: lazyAtHandle(() => import('../features/account/AccountPage')),
  },
  { path: ':handle/media', lazy: lazyAtHandle(() => import('../features/account/AccountPage')) },
  ...['followers', 'following'].map((list) => ({
    path: `:handle/${list}`,
    lazy: lazyAtHandle(() => import('../features/relationships/FollowListPage')),
  })),
  {
    path: ':handle/tagged/:tag',
    lazy: lazyAtHandle(() => import('../features/account/AccountPage')),
  },
  { path: ':handle/:statusId', lazy: lazyAtHandle(() => import('../features/status/StatusPage')) },
  ...['reblogs', 'favourites', 'emoji_reactions', 'references', 'mentions', 'quotes'].map(
    (list) => ({
      path: `:handle/:statusId/${list}`,
      lazy: lazyAtHandle(() => import('../features/status/StatusListPage')),
    }),
  ),
  { path: '*', lazy: notFound },
];

const routes = [
  ...routeObjects([
    { path: '/login', lazy: lazy(() => import('../features/login/LoginPage')) },
    { path: '/oauth/callback', lazy: lazy(() => import('../features/login/OAuthCallback')) },
  ]),
  {
    path: '/',
    element: (
      <RouteBoundary>
        <Shell />
      </RouteBoundary>
    ),
    children: routeObjects([{ path: 'deck', children: appRoutes }, ...appRoutes]),
  },
];

/** The app's screens by path; the shell around all but sign-in's. */
export function AppRoutes() {
  return useRoutes(routes);
}
