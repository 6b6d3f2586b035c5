import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { Status } from '../../components/status/Status';
import { useAppDispatch, useAppSelector, useRetainedStatus } from '../../store/hooks';
import { selectStatus } from '../../store/selectors';
import { loadThread } from '../../store/statuses/threadActions';
import { selectThreadContext } from '../../store/statuses/selectors';
import { Column } from '../ui/Column';

/** /@{acct}/{statusId} and /statuses/{id}: ancestors, the status, replies and references. */
export function Component() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { statusId = '' } = useParams();
  useRetainedStatus(statusId);
  const status = useAppSelector((s) => selectStatus(s, statusId));
  const context = useAppSelector((s) => selectThreadContext(s, statusId));
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    setMissing(false);
    void dispatch(loadThread(statusId)).then((result) => {
      if (loadThread.rejected.match(result)) setMissing(true);
    });
  }, [dispatch, statusId]);

  useEffect(() => {
    if (!context) return;
    document
      .querySelector(`[data-id="${CSS.escape(statusId)}"]`)
      ?.scrollIntoView({ block: 'start' });
  }, [context, statusId]);

  const title = intl.formatMessage({ id: 'column.status', defaultMessage: 'Post' });
  const ancestors = context?.ancestors ?? [];
  const descendants = context?.descendants ?? [];
  const references = context?.references ?? [];
  return (
    <Column title={title} showBack>
      <div role="feed" aria-label={title} aria-busy={!context}>
        {ancestors.map((id) => (
          <Status key={id} id={id} view="detailed" />
        ))}
        {status && <Status id={statusId} variant="detailed" view="detailed" />}
        {descendants.map((id) => (
          <Status key={id} id={id} view="detailed" />
        ))}
      </div>
      {!status && missing && (
        <p className="empty-column" role="status">
          <FormattedMessage id="status.not_found" defaultMessage="This post could not be found." />
        </p>
      )}
      {!status && !missing && (
        <div className="loading-indicator" role="status">
          <FormattedMessage id="loading_indicator.label" defaultMessage="Loading…" />
        </div>
      )}
      {references.length > 0 && (
        <section aria-labelledby="references-title" className="status-references">
          <h3 id="references-title">
            <FormattedMessage id="status.references" defaultMessage="References" />
          </h3>
          {references.map((id) => (
            <Status key={id} id={id} view="detailed" />
          ))}
        </section>
      )}
    </Column>
  );
}
