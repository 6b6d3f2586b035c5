import { useCallback, useState } from 'react';
import { createPortal } from 'react-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { AppLink } from '../../components/AppLink';
import { Icon } from '../../components/Icon';
import { Modal } from '../../components/Modal';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import {
  selectHasAntennas,
  selectHasBookmarkCategories,
  selectHasCircles,
  selectHasEmojiReactions,
  selectHasReactionDeck,
  selectIsSignedIn,
  selectOrigin,
} from '../../store/selectors';
import { settingChanged } from '../../store/session/settings';
import { selectUnreadNotificationCount } from '../../store/notifications/selectors';
import { selectConfirmBoost } from '../../store/session/settingsSelectors';
import { ACCOUNT_LIST_LINKS, type NavEntry } from '../relationships/accountListLinks';
import { useFollowRequestCount } from '../relationships/useFollowRequestCount';
import { collectionLink, NavLink } from './NavLink';
import './navigationFooter.css';
import { LayoutToggle } from './LayoutToggle';
import { SearchBox } from '../search/SearchBox';
import { AccountSwitcher, useSignOutAccount } from '../accounts/AccountSwitcher';
import { selectCurrentAccountKey } from '../../store/accountRegistry/selectors';

/**
 * The mobile tab bar's last tab: the whole navigation in a dialog, as Mastodon's menu tab.
 * Following a link in it closes it.
 */
function MenuTab() {
  const intl = useIntl();
  const [isOpen, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const label = intl.formatMessage({ id: 'tabs_bar.menu', defaultMessage: 'Menu' });
  return (
    <>
      <button
        type="button"
        className="nav-link"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => setOpen(true)}
      >
        <Icon name="menu" />
        <span>{label}</span>
      </button>
      {isOpen &&
        // Out of the tab bar, so that neither its styles nor its stacking apply.
        createPortal(
          <Modal title={label} onClose={close}>
            <div
              onClick={(event) => {
                if (event.target instanceof Element && event.target.closest('a')) close();
              }}
            >
              <NavigationPanel variant="sheet" />
            </div>
          </Modal>,
          document.body,
        )}
    </>
  );
}

/**
 * The main navigation; also what a visitor uses to sign in. `tabs` is the mobile tab bar
 * (the main timelines and a menu tab), `sheet` the menu it opens (all but the layout toggle).
 */
export function NavigationPanel({ variant = 'full' }: { variant?: 'full' | 'tabs' | 'sheet' }) {
  const compact = variant === 'tabs';
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const origin = useAppSelector(selectOrigin);
  const unread = useAppSelector(selectUnreadNotificationCount);
  const confirmBoost = useAppSelector(selectConfirmBoost);
  const hasCategories = useAppSelector(selectHasBookmarkCategories);
  const hasAntennas = useAppSelector(selectHasAntennas);
  const hasCircles = useAppSelector(selectHasCircles);
  const hasReactions = useAppSelector(selectHasEmojiReactions);
  const hasReactionDeck = useAppSelector(selectHasReactionDeck);
  const followRequests = useFollowRequestCount();
  const currentKey = useAppSelector(selectCurrentAccountKey);
  const signOutAccount = useSignOutAccount();
  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });
  // The reader's own lists; kmyblue's only where the server has them.
  const libraryLinks: NavEntry[] = [
    collectionLink('lists', 'menu', true),
    collectionLink('antennas', 'antenna', hasAntennas),
    collectionLink('circles', 'circle', hasCircles),
    {
      to: '/bookmarks',
      icon: 'bookmark',
      id: 'navigation_bar.bookmarks',
      defaultMessage: 'Bookmarks',
      shown: true,
    },
    collectionLink('bookmark_categories', 'folder', hasCategories),
    {
      to: '/scheduled_statuses',
      icon: 'clock',
      id: 'navigation_bar.scheduled_statuses',
      defaultMessage: 'Scheduled posts',
      shown: true,
    },
    {
      to: '/favourites',
      icon: 'star',
      id: 'navigation_bar.favourites',
      defaultMessage: 'Favorites',
      shown: true,
    },
    {
      to: '/emoji_reactions',
      icon: 'smile',
      id: 'navigation_bar.emoji_reactions',
      defaultMessage: 'Emoji reactions',
      shown: hasReactions,
    },
    {
      to: '/reaction_deck',
      icon: 'smile',
      id: 'navigation_bar.reaction_deck',
      defaultMessage: 'Reaction deck',
      shown: hasReactionDeck,
    },
    {
      to: '/followed_tags',
      icon: 'hashtag',
      id: 'navigation_bar.followed_tags',
      defaultMessage: 'Followed hashtags',
      shown: true,
    },
    {
      to: '/mutes',
      icon: 'mute',
      id: 'navigation_bar.mutes',
      defaultMessage: 'Muted users',
      shown: true,
    },
    {
      to: '/blocks',
      icon: 'block',
      id: 'navigation_bar.blocks',
      defaultMessage: 'Blocked users',
      shown: true,
    },
    ...ACCOUNT_LIST_LINKS,
    {
      to: '/filters',
      icon: 'filter',
      id: 'navigation_bar.filters',
      defaultMessage: 'Filters',
      shown: true,
    },
  ];
  return (
    <nav
      className={`navigation-panel navigation-panel--${variant} ${compact ? 'navigation-panel--compact' : ''}`}
      aria-label={t('navigation_bar.label', 'Main')}
    >
      {variant === 'full' && <SearchBox />}
      {isSignedIn && !compact && <AccountSwitcher />}
      {isSignedIn && (
        <NavLink
          to="/home"
          icon="home"
          label={t('tabs_bar.home', 'Home')}
          pin={{ id: 'HOME', params: {} }}
        />
      )}
      {isSignedIn && (
        <NavLink
          to="/notifications"
          icon="bell"
          label={t('tabs_bar.notifications', 'Notifications')}
          badge={unread}
          pin={{ id: 'NOTIFICATIONS', params: {} }}
        />
      )}
      {isSignedIn && !compact && (
        <NavLink
          to="/conversations"
          icon="at"
          label={t('navigation_bar.direct', 'Private mentions')}
        />
      )}
      <NavLink
        to="/public/local"
        icon="users"
        label={t('navigation_bar.community_timeline', 'Local timeline')}
        pin={isSignedIn ? { id: 'COMMUNITY', params: {} } : undefined}
      />
      <NavLink
        to="/public"
        icon="globe"
        label={t('navigation_bar.public_timeline', 'Federated timeline')}
        pin={isSignedIn ? { id: 'PUBLIC', params: {} } : undefined}
      />
      {!compact && <NavLink to="/explore" icon="hashtag" label={t('explore.title', 'Explore')} />}
      {isSignedIn && !compact && (
        <NavLink
          to="/publish"
          icon="pencil"
          label={t('navigation_bar.compose', 'Compose new post')}
          pin={{ id: 'COMPOSE', params: {} }}
        />
      )}
      {followRequests.shown && !compact && (
        <NavLink
          to="/follow_requests"
          icon="lock"
          label={t('navigation_bar.follow_requests', 'Follow requests')}
          badge={followRequests.count}
        />
      )}
      {isSignedIn &&
        !compact &&
        libraryLinks
          .filter((link) => link.shown)
          .map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              icon={link.icon}
              label={t(link.id, link.defaultMessage)}
            />
          ))}
      {!compact && (
        <NavLink to="/settings" icon="sliders" label={t('navigation_bar.settings', 'Settings')} />
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
      {variant === 'full' && <LayoutToggle />}
      {isSignedIn && compact ? (
        <MenuTab />
      ) : isSignedIn ? (
        <button
          type="button"
          className="nav-link"
          onClick={() => currentKey && signOutAccount(currentKey)}
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
      {!compact && (
        <p className="navigation-panel__footer">
          <AppLink to="/about">{t('footer.about', 'About')}</AppLink>
          {' · '}
          <AppLink to="/keyboard-shortcuts">
            {t('footer.keyboard_shortcuts', 'Keyboard shortcuts')}
          </AppLink>
        </p>
      )}
    </nav>
  );
}
