import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon, type IconName } from '../../components/Icon';
import '../timeline/regexFilterSetting.css';

/** Mastodon's "Show settings" / "Hide settings" in a column header, and the panel it opens. */
export function ColumnSettingsToggle({
  icon,
  panel,
}: {
  icon: IconName;
  /** The panel, given the id the button controls. */
  panel: (id: string) => ReactNode;
}) {
  const intl = useIntl();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const label = open
    ? intl.formatMessage({ id: 'column_header.hide_settings', defaultMessage: 'Hide settings' })
    : intl.formatMessage({ id: 'column_header.show_settings', defaultMessage: 'Show settings' });
  return (
    <div className="column-settings">
      <button
        type="button"
        className="icon-button"
        title={label}
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name={icon} />
      </button>
      {open && panel(panelId)}
    </div>
  );
}
