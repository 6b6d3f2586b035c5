import { FormattedMessage, useIntl } from 'react-intl';
import './StatusFilteredNotice.css';

/** A status a filter warns about stands behind 'Matches filter' until shown. */
export function StatusFilteredNotice({ titles, onShow }: { titles: string[]; onShow: () => void }) {
  const intl = useIntl();
  return (
    <div className="status__filtered">
      <p className="status__filtered-text">
        <FormattedMessage
          id="filter_warning.matches_filter"
          defaultMessage="Matches filter: {titles}"
          values={{ titles: intl.formatList(titles, { type: 'conjunction' }) }}
        />
      </p>
      <button type="button" className="button" onClick={onShow}>
        <FormattedMessage id="status.show_filter_reason" defaultMessage="Show anyway" />
      </button>
    </div>
  );
}
