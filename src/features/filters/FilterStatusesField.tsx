import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { DisplayName } from '../../components/DisplayName';
import type { Filter } from '../../entities/types';
import { loadFilterStatuses, removeStatusFromFilter } from '../../store/filters/filters';
import { useAppDispatch, useAppSelector, useRetainedStatus } from '../../store/hooks';
import { selectAccount, selectStatus } from '../../store/selectors';

function FilteredPost({
  filterId,
  record,
}: {
  filterId: string;
  record: Filter['statuses'][number];
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  useRetainedStatus(record.statusId);
  const status = useAppSelector((s) => selectStatus(s, record.statusId));
  const account = useAppSelector((s) => selectAccount(s, status?.accountId));
  const text = status ? status.spoilerText || status.contentPlain : '';
  return (
    <li className="filter-form__post">
      <span className="filter-form__post-text">
        {account && (
          <strong>
            <DisplayName account={account} withAcct={false} />{' '}
          </strong>
        )}
        {text.length > 140 ? `${text.slice(0, 140)}…` : text}
      </span>
      <button
        type="button"
        className="button"
        onClick={() => void dispatch(removeStatusFromFilter({ filterId, recordId: record.id }))}
      >
        {intl.formatMessage({ id: 'filters.statuses.remove', defaultMessage: 'Remove' })}
      </button>
    </li>
  );
}

/** The posts put in the filter with 'Filter this post', each removable at once. */
export function FilterStatusesField({ filter }: { filter: Filter }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const ids = filter.statuses.map((s) => s.statusId).join(',');
  useEffect(() => {
    if (ids) void dispatch(loadFilterStatuses(ids.split(',')));
  }, [dispatch, ids]);
  if (filter.statuses.length === 0) return null;
  return (
    <section className="modal__choices" aria-labelledby={`filter-posts-${filter.id}`}>
      <h3 id={`filter-posts-${filter.id}`} className="filter-form__heading">
        {intl.formatMessage({ id: 'filters.edit.statuses', defaultMessage: 'Individual posts' })}
      </h3>
      <ul className="filter-form__posts">
        {filter.statuses.map((record) => (
          <FilteredPost key={record.id} filterId={filter.id} record={record} />
        ))}
      </ul>
    </section>
  );
}
