import { useIntl } from 'react-intl';
import { useLocation } from '../../components/navigation/router';
import { withoutDeckPrefix } from '../../components/navigation/navigation';
import { AppLink } from '../../components/AppLink';
import { useAppSelector } from '../../store/hooks';
import { selectIsSignedIn } from '../../store/selectors';
import { selectTrendsShown } from '../../store/session/settingsSelectors';
import { Column } from '../ui/Column';
import { ExploreSuggestions } from './ExploreSuggestions';
import { TrendingLinks } from './TrendingLinks';
import { TrendingPosts } from './TrendingPosts';
import { TrendingTags } from './TrendingTags';
import './explore.css';

/** Mastodon's Explore tabs and their paths; the trending ones only while trends show. */
const TABS = [
  { tab: 'posts', path: '/explore', trend: true, id: 'explore.trending_statuses', text: 'Posts' },
  {
    tab: 'tags',
    path: '/explore/tags',
    trend: true,
    id: 'explore.trending_tags',
    text: 'Hashtags',
  },
  {
    tab: 'suggestions',
    path: '/explore/suggestions',
    trend: false,
    id: 'explore.suggested_follows',
    text: 'People',
  },
  { tab: 'links', path: '/explore/links', trend: true, id: 'explore.trending_links', text: 'News' },
] as const;

type Tab = (typeof TABS)[number]['tab'];

const PANELS: Record<Tab, () => React.JSX.Element> = {
  posts: TrendingPosts,
  tags: TrendingTags,
  suggestions: ExploreSuggestions,
  links: TrendingLinks,
};

/** /explore and its tabs: trending posts, hashtags and news, and people to follow. */
export function Component() {
  const intl = useIntl();
  const showTrends = useAppSelector(selectTrendsShown);
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const path = withoutDeckPrefix(useLocation().pathname);
  const tabs = TABS.filter((t) => (t.trend ? showTrends : isSignedIn));
  // A tab that does not show (trends off, a visitor's People) gives way to the first that does.
  const current = tabs.find((t) => t.path === path) ?? tabs[0];
  const Panel = current ? PANELS[current.tab] : null;
  return (
    <Column title={intl.formatMessage({ id: 'explore.title', defaultMessage: 'Explore' })}>
      <nav
        className="explore__tabs"
        aria-label={intl.formatMessage({ id: 'explore.sections', defaultMessage: 'Explore' })}
      >
        {tabs.map((t) => (
          <AppLink key={t.tab} to={t.path} aria-current={t === current ? 'page' : undefined}>
            {intl.formatMessage({ id: t.id, defaultMessage: t.text })}
          </AppLink>
        ))}
      </nav>
      {Panel && <Panel />}
    </Column>
  );
}
