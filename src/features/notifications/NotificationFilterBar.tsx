import { useIntl } from 'react-intl';
import { Icon, type IconName } from '../../components/Icon';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { chooseQuickFilter } from '../../store/notifications/notificationActions';
import { QUICK_FILTERS, type QuickFilter } from '../../store/notifications/quickFilters';
import {
  selectActiveQuickFilter,
  selectQuickFilterSettings,
} from '../../store/notifications/selectors';
import { selectHasEmojiReactions } from '../../store/selectors';

const LABELS: Record<QuickFilter, { id: string; defaultMessage: string; icon?: IconName }> = {
  all: { id: 'notifications.filter.all', defaultMessage: 'All' },
  mention: { id: 'notifications.filter.mentions', defaultMessage: 'Mentions', icon: 'at' },
  favourite: { id: 'notifications.filter.favourites', defaultMessage: 'Favorites', icon: 'star' },
  reblog: { id: 'notifications.filter.boosts', defaultMessage: 'Boosts', icon: 'boost' },
  emoji_reaction: {
    id: 'notifications.filter.emoji_reactions',
    defaultMessage: 'Emoji reactions',
    icon: 'smile',
  },
  poll: { id: 'notifications.filter.polls', defaultMessage: 'Poll results', icon: 'poll' },
  status: {
    id: 'notifications.filter.statuses',
    defaultMessage: 'Updates from people you follow',
    icon: 'bell',
  },
  follow: { id: 'notifications.filter.follows', defaultMessage: 'Follows', icon: 'personAdd' },
};

/**
 * Mastodon's quick filter bar: All and Mentions, or with all categories every type as an icon
 * (kmyblue's emoji reactions where the server has them). The list reloads filtered.
 */
export function NotificationFilterBar() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { show, advanced } = useAppSelector(selectQuickFilterSettings);
  const active = useAppSelector(selectActiveQuickFilter);
  const hasReactions = useAppSelector(selectHasEmojiReactions);
  if (!show) return null;
  const filters = advanced
    ? QUICK_FILTERS.filter((f) => f !== 'emoji_reaction' || hasReactions)
    : (['all', 'mention'] as const);
  return (
    <div
      className="notification__filter-bar"
      role="group"
      aria-label={intl.formatMessage({
        id: 'notifications.column_settings.filter_bar.category',
        defaultMessage: 'Quick filter bar',
      })}
    >
      {filters.map((filter) => {
        const { icon, ...message } = LABELS[filter];
        const label = intl.formatMessage(message);
        const iconOnly = advanced && icon !== undefined;
        return (
          <button
            key={filter}
            type="button"
            className={active === filter ? 'active' : undefined}
            aria-pressed={active === filter}
            aria-label={iconOnly ? label : undefined}
            title={label}
            onClick={() => void dispatch(chooseQuickFilter(filter))}
          >
            {iconOnly ? <Icon name={icon} /> : label}
          </button>
        );
      })}
    </div>
  );
}
