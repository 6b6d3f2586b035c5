import { useIntl } from 'react-intl';
import { Icon } from '../../components/Icon';
import { useAppDispatch } from '../../store/hooks';
import { columnMoved, columnParamsChanged, columnRemoved } from '../../store/session/settings';
import { RegexField } from '../timeline/RegexField';
import type { DeckColumnPlace } from './deckColumnContext';
import { isTimelineColumn } from './columnKinds';

/** A saved column's own settings: its filters, its place in the row, and unpinning it. */
export function ColumnSettingsPanel({ place, id }: { place: DeckColumnPlace; id: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { column, isFirst, isLast } = place;
  const t = (key: string, defaultMessage: string) =>
    intl.formatMessage({ id: key, defaultMessage });
  const move = (direction: -1 | 1) => dispatch(columnMoved({ uuid: column.uuid, direction }));
  return (
    <div id={id} className="column-settings__panel deck-column-settings">
      {isTimelineColumn(column.id) && (
        <>
          <label className="deck-column-settings__toggle">
            <input
              type="checkbox"
              checked={column.params.onlyMedia ?? false}
              onChange={(e) =>
                dispatch(
                  columnParamsChanged({
                    uuid: column.uuid,
                    params: { onlyMedia: e.target.checked },
                  }),
                )
              }
            />
            {t('column_settings.only_media', 'Show only media')}
          </label>
          <RegexField
            value={column.params.regex ?? ''}
            onChange={(regex) =>
              dispatch(columnParamsChanged({ uuid: column.uuid, params: { regex } }))
            }
          />
        </>
      )}
      <div className="deck-column-settings__actions">
        <button type="button" className="button" disabled={isFirst} onClick={() => move(-1)}>
          <Icon name="chevronLeft" />
          {t('column_header.moveLeft_settings', 'Move left')}
        </button>
        <button type="button" className="button" disabled={isLast} onClick={() => move(1)}>
          {t('column_header.moveRight_settings', 'Move right')}
          <Icon name="chevronRight" />
        </button>
        <button
          type="button"
          className="button"
          onClick={() => dispatch(columnRemoved(column.uuid))}
        >
          <Icon name="pin" />
          {t('column_header.unpin', 'Unpin')}
        </button>
      </div>
    </div>
  );
}
