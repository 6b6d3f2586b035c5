import { useIntl } from 'react-intl';
import { Icon } from '../../components/Icon';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { columnAdded } from '../../store/session/settings';
import { sameColumn } from '../../store/session/columns';
import { selectColumns } from '../../store/session/settingsSelectors';
import type { PinDescriptor } from './ColumnHeaderControls';
import './columns.css';

/**
 * Beside a navigation link in the multi-column layout: adds that screen as a column in one
 * click; gone once the deck has it.
 */
export function NavPinButton({ pin, name }: { pin: PinDescriptor; name: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const columns = useAppSelector(selectColumns);
  if (columns.some((c) => sameColumn(c, pin))) return null;
  const label = intl.formatMessage(
    { id: 'navigation_bar.pin_column', defaultMessage: 'Pin {name} as a column' },
    { name },
  );
  return (
    <button
      type="button"
      className="icon-button nav-link__pin"
      title={label}
      aria-label={label}
      onClick={() => dispatch(columnAdded({ uuid: crypto.randomUUID(), ...pin }))}
    >
      <Icon name="pin" />
    </button>
  );
}
