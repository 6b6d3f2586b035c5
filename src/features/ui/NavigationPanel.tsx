import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { AppLink } from '../../components/AppLink';
import { Icon, type IconName } from '../../components/Icon';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectHasBookmarkCategories, selectIsSignedIn, selectOrigin } from '../../store/selectors';
import { signOut } from '../../store/sessionActions';
import { settingChanged } from '../../store/settings';
import { isFromApp, withDeckPrefix, withoutDeckPrefix } from './navigation';
import { useLayout } from './useLayout';

function NavLink({
  to,
  icon,
  label,
  badge,
}: {
  to: string;
  icon: IconName;
  label: string;
  badge?: number;
}) {
  const { pathname } = useLocation();
  const current = withoutDeckPrefix(pathname) === to;
  return (
    <AppLink to={to} className="nav-link" aria-current={current ? 'page' : undefined}>
      <Icon name={icon} />
      <span>{label}</span>
      {badge ? (
        <span className="nav-link__badge">
          {badge}
          <span className="visually-hidden"> unread</span>
        </span>
      ) : null}
    </AppLink>
  );
}

/** The main navigation; also what a visitor uses to sign in. */
export function NavigationPanel({ compact = false }: { compact?: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const origin = useAppSelector(selectOrigin);
  const unread = useAppSelector((s) => s.notifications.unread);
  const isMultiColumn = useLayout() === 'multi';
  const location = useLocation();
  const navigate = useNavigate();
  const confirmBoost = useAppSelector((s) => s.settings.confirmBoost);
  const hasCategories = useAppSelector(selectHasBookmarkCategories);
  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });
  return (
    <nav
      className={`navigation-panel ${compact ? 'navigation-panel--compact' : ''}`}
      aria-label={t('navigation_bar.label', 'Main')}
    >
      {isSignedIn && <NavLink to="/home" icon="home" label={t('tabs_bar.home', 'Home')} />}
      {isSignedIn && (
        <NavLink
          to="/notifications"
          icon="bell"
          label={t('tabs_bar.notifications', 'Notifications')}
          badge={unread}
        />
      )}
      <NavLink
        to="/public/local"
        icon="users"
        label={t('navigation_bar.community_timeline', 'Local timeline')}
      />
      <NavLink
        to="/public"
        icon="globe"
        label={t('navigation_bar.public_timeline', 'Federated timeline')}
      />
      {isSignedIn && (
        <NavLink
          to="/publish"
          icon="pencil"
          label={t('navigation_bar.compose', 'Compose new post')}
        />
      )}
      {isSignedIn && !compact && (
        <>
          <NavLink
            to="/bookmarks"
            icon="bookmark"
            label={t('navigation_bar.bookmarks', 'Bookmarks')}
          />
          {hasCategories && (
            <NavLink
              to="/bookmark_categories"
              icon="folder"
              label={t('navigation_bar.bookmark_categories', 'Bookmark categories')}
            />
          )}
          <NavLink
            to="/favourites"
            icon="star"
            label={t('navigation_bar.favourites', 'Favorites')}
          />
          <NavLink to="/mutes" icon="mute" label={t('navigation_bar.mutes', 'Muted users')} />
          <NavLink to="/blocks" icon="block" label={t('navigation_bar.blocks', 'Blocked users')} />
        </>
      )}
      {isSignedIn && !compact && (
        <label className="navigation-panel__toggle">
          <input
            type="checkbox"
            checked={confirmBoost}
            onChange={(e) =>
              dispatch(settingChanged({ path: ['confirmBoost'], value: e.target.checked }))
            }
          />
          <Icon name="boost" />
          <FormattedMessage
            id="settings.confirm_boost"
            defaultMessage="Show confirmation dialog before boosting"
          />
        </label>
      )}
      {!compact && (
        <label className="navigation-panel__toggle">
          <input
            type="checkbox"
            checked={isMultiColumn}
            onChange={(e) => {
              const on = e.target.checked;
              dispatch(settingChanged({ path: ['multiColumn'], value: on }));
              // The address follows the layout: /deck paths belong to the multi-column one.
              const path = withoutDeckPrefix(location.pathname);
              navigate(withDeckPrefix(path, on) + location.search, {
                replace: true,
                state: isFromApp(location.state) ? { fromApp: true } : null,
              });
            }}
          />
          <Icon name="columns" />
          <FormattedMessage
            id="navigation_bar.advanced_interface"
            defaultMessage="Multi-column layout"
          />
        </label>
      )}
      {isSignedIn ? (
        <button
          type="button"
          className="nav-link"
          onClick={() => void dispatch(signOut()).then(() => window.location.assign('/login'))}
        >
          <Icon name="logout" />
          <span>{t('navigation_bar.logout', 'Logout')}</span>
        </button>
      ) : (
        <a
          className="nav-link nav-link--primary"
          href={`/login?server=${encodeURIComponent(origin ?? '')}`}
        >
          <FormattedMessage id="sign_in_banner.sign_in" defaultMessage="Sign in" />
        </a>
      )}
    </nav>
  );
}
