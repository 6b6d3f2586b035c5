import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../../components/Icon';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import type { RegexFilterColumn } from '../../store/filters/regexFilters';
import { RegexField } from './RegexField';
import { useDeckColumn } from '../columns/deckColumnContext';
import { settingChanged } from '../../store/session/settings';
import { selectRegexFilterBody } from '../../store/session/settingsSelectors';
import './regexFilterSetting.css';

/** A column's settings: its regex body filter (Mastodon's 'Filter out by regular expressions'). */
export function RegexFilterSetting({ column }: { column: RegexFilterColumn }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const value = useAppSelector((s) => selectRegexFilterBody(s, column));
  const deckColumn = useDeckColumn();
  // A saved deck column has its own filter in its own settings.
  if (deckColumn) return null;
  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });
  return (
    <div className="column-settings">
      <button
        type="button"
        className="icon-button"
        title={t('column_header.show_settings', 'Show settings')}
        aria-label={t('column_header.show_settings', 'Show settings')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name="columns" />
      </button>
      {open && (
        <div id={panelId} className="column-settings__panel">
          <RegexField
            value={value}
            onChange={(body) =>
              dispatch(settingChanged({ path: [column, 'regex', 'body'], value: body }))
            }
          />
        </div>
      )}
    </div>
  );
}
