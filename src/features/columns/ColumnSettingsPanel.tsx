import { useIntl } from 'react-intl';
import { Icon } from '../../components/Icon';
import { useAppDispatch } from '../../store/hooks';
import { columnMoved, columnParamsChanged, columnRemoved } from '../../store/session/settings';
import { isValidRegex } from '../../store/filters/regexFilters';
import type { DeckColumnPlace } from './deckColumnContext';
import { isTimelineColumn } from './columnKinds';

/** A saved column's own settings: its filters, its place in the row, and unpinning it. */
export function ColumnSettingsPanel({ place, id }: { place: DeckColumnPlace; id: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { column, isFirst, isLast } = place;
  const t = (key: string, defaultMessage: string) =>
    intl.formatMessage({ id: key, defaultMessage });
  const regex = column.params.regex ?? '';
  const invalid = !isValidRegex(regex);
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
          <label className="column-settings__field">
            {t('home.column_settings.filter_regex', 'Filter out by regular expressions')}
            <input
              type="text"
              value={regex}
              spellCheck={false}
              aria-invalid={invalid}
              onChange={(e) =>
                dispatch(
                  columnParamsChanged({ uuid: column.uuid, params: { regex: e.target.value } }),
                )
              }
            />
          </label>
          {invalid && (
            <p className="column-settings__error" role="status">
              {t('column_settings.regex_invalid', 'This is not a valid regular expression.')}
            </p>
          )}
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
