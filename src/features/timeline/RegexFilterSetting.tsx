import { useAppDispatch, useAppSelector } from '../../store/hooks';
import type { RegexFilterColumn } from '../../store/filters/regexFilters';
import { RegexField } from './RegexField';
import { useDeckColumn } from '../columns/deckColumnContext';
import { ColumnSettingsToggle } from '../columns/ColumnSettingsToggle';
import { settingChanged } from '../../store/session/settings';
import { selectRegexFilterBody } from '../../store/session/settingsSelectors';
import './regexFilterSetting.css';

/** A column's settings: its regex body filter (Mastodon's 'Filter out by regular expressions'). */
export function RegexFilterSetting({ column }: { column: RegexFilterColumn }) {
  const dispatch = useAppDispatch();
  const value = useAppSelector((s) => selectRegexFilterBody(s, column));
  const deckColumn = useDeckColumn();
  // A saved deck column has its own filter in its own settings.
  if (deckColumn) return null;
  return (
    <ColumnSettingsToggle
      icon="columns"
      panel={(id) => (
        <div id={id} className="column-settings__panel">
          <RegexField
            value={value}
            onChange={(body) =>
              dispatch(settingChanged({ path: [column, 'regex', 'body'], value: body }))
            }
          />
        </div>
      )}
    />
  );
}
