import { FormattedMessage, useIntl } from 'react-intl';
import type { LocalText } from '../i18n/text';
import { failureText } from '../store/alerts/failureText';
import { formatLocalText } from './formatLocalText';

/**
 * In place of a timeline, page or list that could not load: what failed, and a Retry that
 * asks again. `error` is the failure the load rejected with.
 */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const intl = useIntl();
  const text = failureText(error);
  const format = (value: LocalText) => formatLocalText(intl, value);
  return (
    <div className="load-failure" role="alert">
      <p className="load-failure__title">
        <FormattedMessage
          id="load_failure.title"
          defaultMessage="Could not load this: {title}"
          values={{ title: format(text.title) }}
        />
      </p>
      <p className="load-failure__message">{format(text.message)}</p>
      <button type="button" className="load-failure__retry" onClick={onRetry}>
        <FormattedMessage id="bundle_column_error.retry" defaultMessage="Try again" />
      </button>
    </div>
  );
}
