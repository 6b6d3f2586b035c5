import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AppLink } from '../../components/AppLink';
import type { Filter } from '../../entities/types';
import { loadFilters, removeFilter } from '../../store/filters/filters';
import { selectFilters, selectFiltersLoaded } from '../../store/filters/selectors';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { ConfirmationModal } from '../modals/ConfirmationModal';
import { Column } from '../ui/Column';
import { CONTEXT_CHOICES } from './filterChoices';
import { expiryState } from './filterExpiry';
import './filters.css';

function FilterExpiry({ filter }: { filter: Filter }) {
  const intl = useIntl();
  const state = expiryState(filter.expiresAt, Date.now());
  if (state.kind === 'never') return null;
  if (state.kind === 'expired')
    return <FormattedMessage id="filters.index.expired" defaultMessage="Expired" />;
  const distance = intl.formatNumber(state.value, {
    style: 'unit',
    unit: state.unit,
    unitDisplay: 'long',
  });
  return (
    <FormattedMessage
      id="filters.index.expires_in"
      defaultMessage="Expires in {distance}"
      values={{ distance }}
    />
  );
}

function FilterRow({ filter }: { filter: Filter }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [confirming, setConfirming] = useState(false);
  const contexts = CONTEXT_CHOICES.filter((c) => filter.context.includes(c.value)).map((c) =>
    intl.formatMessage(c.label),
  );
  const keywords = filter.keywords.map((k) => k.keyword);
  return (
    <li className="filter-list__item" aria-label={filter.title}>
      <div className="filter-list__summary">
        <strong className="filter-list__title">{filter.title}</strong>
        <span className="filter-list__meta">
          <FormattedMessage
            id="filters.index.contexts"
            defaultMessage="Filters in {contexts}"
            values={{ contexts: intl.formatList(contexts, { type: 'conjunction' }) }}
          />
        </span>
        {keywords.length > 0 && (
          <span className="filter-list__meta">
            <FormattedMessage
              id="filters.index.keywords"
              defaultMessage="{count, plural, one {# keyword} other {# keywords}}: {keywords}"
              values={{ count: keywords.length, keywords: intl.formatList(keywords) }}
            />
          </span>
        )}
        {filter.statuses.length > 0 && (
          <span className="filter-list__meta">
            <FormattedMessage
              id="filters.index.statuses"
              defaultMessage="{count, plural, one {# post} other {# posts}}"
              values={{ count: filter.statuses.length }}
            />
          </span>
        )}
        <span className="filter-list__meta">
          <FilterExpiry filter={filter} />
        </span>
      </div>
      <AppLink to={`/filters/${filter.id}/edit`} className="button">
        <FormattedMessage id="filters.edit" defaultMessage="Edit" />
      </AppLink>
      <button type="button" className="button" onClick={() => setConfirming(true)}>
        <FormattedMessage id="filters.index.delete" defaultMessage="Delete" />
      </button>
      {confirming && (
        <ConfirmationModal
          title={intl.formatMessage({
            id: 'filters.delete.title',
            defaultMessage: 'Delete filter',
          })}
          confirm={intl.formatMessage({ id: 'filters.index.delete', defaultMessage: 'Delete' })}
          onConfirm={() => void dispatch(removeFilter(filter.id))}
          onClose={() => setConfirming(false)}
        >
          <p>
            <FormattedMessage
              id="filters.delete.confirm"
              defaultMessage="Delete the filter “{title}”? Posts it hides show again."
              values={{ title: filter.title }}
            />
          </p>
        </ConfirmationModal>
      )}
    </li>
  );
}

/** `/filters`: the reader's filters, to add, edit and delete. */
export function Component() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const filters = useAppSelector(selectFilters);
  const hasLoaded = useAppSelector(selectFiltersLoaded);
  const heading = intl.formatMessage({ id: 'filters.index.title', defaultMessage: 'Filters' });
  useEffect(() => {
    void dispatch(loadFilters());
  }, [dispatch]);
  return (
    <Column title={heading} showBack>
      <div className="filter-list__actions">
        <AppLink to="/filters/new" className="button button--primary">
          <FormattedMessage id="filters.new.title" defaultMessage="Add new filter" />
        </AppLink>
      </div>
      <ul className="filter-list" aria-label={heading}>
        {filters.map((filter) => (
          <FilterRow key={filter.id} filter={filter} />
        ))}
      </ul>
      {hasLoaded && filters.length === 0 && (
        <p className="empty-column">
          <FormattedMessage id="filters.index.empty" defaultMessage="You have no filters." />
        </p>
      )}
    </Column>
  );
}
