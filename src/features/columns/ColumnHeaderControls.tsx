import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../../components/Icon';
import { useLayout } from '../../components/navigation/useLayout';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectIsSignedIn } from '../../store/selectors';
import {
  columnAdded,
  columnRemoved,
  type ColumnId,
  type ColumnParams,
} from '../../store/session/settings';
import { sameColumn } from '../../store/session/columns';
import { selectColumns } from '../../store/session/settingsSelectors';
import { ColumnSettingsToggle } from './ColumnSettingsToggle';
import '../timeline/regexFilterSetting.css';
import './columns.css';
import { useDeckColumn } from './deckColumnContext';

// A column's settings load when they are first opened.
const ColumnSettingsPanel = lazy(async () => ({
  default: (await import('./ColumnSettingsPanel')).ColumnSettingsPanel,
}));

/** What a screen would be as a saved column. */
export interface PinDescriptor {
  id: ColumnId;
  params: ColumnParams;
}

/**
 * A column header's deck controls, in the multi-column layout: a screen opened by the route
 * can be pinned (or unpinned when it already is); a saved column has its settings toggle.
 */
export function ColumnHeaderControls({ pin }: { pin?: PinDescriptor }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const place = useDeckColumn();
  const isMulti = useLayout() === 'multi';
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const columns = useAppSelector(selectColumns);
  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });
  if (!isMulti || !isSignedIn) return null;
  if (place) {
    return (
      <ColumnSettingsToggle
        icon="sliders"
        panel={(id) => (
          <Suspense fallback={null}>
            <ColumnSettingsPanel place={place} id={id} />
          </Suspense>
        )}
      />
    );
  }
  if (!pin) return null;
  const pinned = columns.find((c) => sameColumn(c, pin));
  const label = pinned ? t('column_header.unpin', 'Unpin') : t('column_header.pin', 'Pin');
  return (
    <button
      type="button"
      className="icon-button"
      title={label}
      aria-label={label}
      aria-pressed={Boolean(pinned)}
      onClick={() =>
        dispatch(
          pinned
            ? columnRemoved(pinned.uuid)
            : columnAdded({ uuid: crypto.randomUUID(), id: pin.id, params: pin.params }),
        )
      }
    >
      <Icon name="pin" />
    </button>
  );
}
