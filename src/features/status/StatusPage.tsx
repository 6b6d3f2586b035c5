import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from '../../components/navigation/router';
import { LoadFailure } from '../../components/LoadFailure';
import { InvalidStatus } from '../../components/status/InvalidStatus';
import { Status } from '../../components/status/Status';
import { isFailurePayload } from '../../store/alerts/failureText';
import type { ThreadItem } from '../../store/statuses/contexts';
import { useAppDispatch, useAppSelector, useRetainedStatus } from '../../store/hooks';
import { selectStatus } from '../../store/selectors';
import { loadThread, loadThreadContext } from '../../store/statuses/threadActions';
import { useRetryOnReconnect } from '../../components/useRetryOnReconnect';
import { selectThreadContext } from '../../store/statuses/selectors';
import { Column } from '../ui/Column';
import { LoadingIndicator } from '../../components/LoadingIndicator';

const isNotFound = (error: unknown) =>
  isFailurePayload(error) && (error.status === 404 || error.status === 410);

/** An ancestor or reply; one that could not be read is an error in its place. */
const threadItem = (where: 'ancestor' | 'reply') =>
  function ThreadItemView(item: ThreadItem, index: number) {
    return typeof item === 'string' ? (
      <Status key={item} id={item} view="detailed" />
    ) : (
      <InvalidStatus key={`${where}-${String(index)}`} reason={item.message} />
    );
  };

/** /@{acct}/{statusId} and /statuses/{id}: ancestors, the status, replies and references. */
export function Component() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { statusId = '' } = useParams();
  useRetainedStatus(statusId);
  const status = useAppSelector((s) => selectStatus(s, statusId));
  const context = useAppSelector((s) => selectThreadContext(s, statusId));
  // Why the status could not load: not found (404, 410) or anything else, which can be retried.
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  // Why the thread (ancestors, replies) could not load while the status did.
  const [contextFailure, setContextFailure] = useState<{ error: unknown } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    setFailure(null);
    setContextFailure(null);
    void dispatch(loadThread(statusId)).then((result) => {
      if (loadThread.rejected.match(result)) setFailure({ error: result.payload });
      else if (result.payload.contextFailure)
        setContextFailure({ error: result.payload.contextFailure });
    });
  }, [dispatch, statusId, attempt]);
  const missing = failure !== null && isNotFound(failure.error);
  const retryContext = () => {
    setContextFailure(null);
    void dispatch(loadThreadContext(statusId)).then((result) => {
      if (loadThreadContext.rejected.match(result)) setContextFailure({ error: result.payload });
    });
  };
  useRetryOnReconnect(
    failure && !missing ? () => setAttempt((n) => n + 1) : contextFailure ? retryContext : null,
  );

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
      <div role="feed" aria-label={title} aria-busy={!context && !contextFailure && !failure}>
        {ancestors.map(threadItem('ancestor'))}
        {status && <Status id={statusId} variant="detailed" view="detailed" />}
        {descendants.map(threadItem('reply'))}
      </div>
      {status && contextFailure && (
        <LoadFailure error={contextFailure.error} onRetry={retryContext} />
      )}
      {!status && missing && (
        <p className="empty-column" role="status">
          <FormattedMessage id="status.not_found" defaultMessage="This post could not be found." />
        </p>
      )}
      {!status && failure && !missing && (
        <LoadFailure error={failure.error} onRetry={() => setAttempt((n) => n + 1)} />
      )}
      {!status && !failure && <LoadingIndicator />}
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
