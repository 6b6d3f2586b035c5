import { useIntl } from 'react-intl';
import type { Account, Status } from '../../entities/types';
import { AppLink } from '../AppLink';
import { Avatar } from '../Avatar';
import { DisplayName } from '../DisplayName';
import type { IconName } from '../Icon';
import { RelativeTimestamp } from '../RelativeTimestamp';
import { useAppSelector } from '../../store/hooks';
import { selectHasSearchability } from '../../store/selectors';
import { EditedMarker } from './StatusHistory';
import { SEARCHABILITY_META, visibilityMeta } from './visibility';

/** The header's icons are smaller than a button's. */
const META_ICON_STYLE = { fontSize: 14 };

/**
 * An icon of the header, named for what it shows: one element, not an icon and a hidden
 * name, since a post's elements are made again for each post scrolled past.
 */
const metaIcon = (className: string, name: IconName, label: string) => (
  <span
    className={`${className} icon icon--${name}`}
    style={META_ICON_STYLE}
    role="img"
    aria-label={label}
    title={label}
  />
);

export function StatusHeader({
  status,
  account,
}: {
  status: Status;
  account: Account | undefined;
}) {
  const intl = useIntl();
  const hasSearchability = useAppSelector(selectHasSearchability);
  const visibility = visibilityMeta(status.visibility, status.limitedScope);
  const visibilityName = intl.formatMessage({
    id: visibility.id,
    defaultMessage: visibility.defaultMessage,
  });
  const searchability =
    hasSearchability && status.searchability ? SEARCHABILITY_META[status.searchability] : null;
  const searchabilityName = searchability
    ? intl.formatMessage(
        { id: 'searchability.label', defaultMessage: 'Searchable by: {name}' },
        { name: intl.formatMessage(searchability) },
      )
    : '';
  const acct = account?.acct ?? '';
  return (
    <header className="status__header">
      <AppLink to={`/@${acct}`} className="status__avatar" tabIndex={-1} aria-hidden="true">
        <Avatar account={account} size={46} />
      </AppLink>
      <AppLink to={`/@${acct}`} className="status__display-name">
        <DisplayName account={account} />
      </AppLink>
      <span className="status__meta">
        {metaIcon('status__visibility', visibility.icon, visibilityName)}
        {searchability && metaIcon('status__searchability', searchability.icon, searchabilityName)}
        <EditedMarker status={status} />
        <AppLink to={`/@${acct}/${status.id}`} className="status__relative-time">
          <RelativeTimestamp timestamp={status.createdAt} />
        </AppLink>
      </span>
    </header>
  );
}
