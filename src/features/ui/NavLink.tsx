import { FormattedMessage } from 'react-intl';
import { useLocation } from '../../components/navigation/router';
import { AppLink } from '../../components/AppLink';
import { Icon, type IconName } from '../../components/Icon';
import { withoutDeckPrefix } from '../../components/navigation/navigation';
import { useLayout } from '../../components/navigation/useLayout';
import { COLLECTION_KINDS, type CollectionKind } from '../../entities/collectionKinds';
import type { PinDescriptor } from '../columns/ColumnHeaderControls';
import { NavPinButton } from '../columns/NavPinButton';

/** The link to a collection kind's own screen, its route and text from the registry. */
export function collectionLink(kind: CollectionKind, icon: IconName, shown: boolean) {
  const { routes, messages } = COLLECTION_KINDS[kind];
  const { id, defaultMessage } = messages.navigation;
  return { to: routes.list, icon, id, defaultMessage, shown };
}

export function NavLink({
  to,
  icon,
  label,
  badge,
  pin,
}: {
  to: string;
  icon: IconName;
  label: string;
  badge?: number;
  /** The column this screen makes, pinned from beside the link in the multi-column layout. */
  pin?: PinDescriptor;
}) {
  const { pathname } = useLocation();
  const current = withoutDeckPrefix(pathname) === to;
  const isMulti = useLayout() === 'multi';
  const link = (
    <AppLink to={to} className="nav-link" aria-current={current ? 'page' : undefined}>
      <Icon name={icon} />
      <span>{label}</span>
      {badge ? (
        <span className="nav-link__badge">
          {badge}
          <span className="visually-hidden">
            {' '}
            <FormattedMessage id="navigation_bar.unread" defaultMessage="unread" />
          </span>
        </span>
      ) : null}
    </AppLink>
  );
  if (!pin || !isMulti) return link;
  return (
    <div className="nav-link__row">
      {link}
      <NavPinButton pin={pin} name={label} />
    </div>
  );
}
