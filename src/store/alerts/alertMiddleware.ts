import { isRejected, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import type { ApiError } from '../../api/client';
import { message } from '../../i18n/text';
import { alertShown, type NewAlert } from './alerts';

/** What a failed action may carry in its meta. */
export interface AlertMeta {
  /** No alert at all for this failure (lookups, trends, filter fetches, ...). */
  skipAlert?: boolean;
  /** 404 and 410 are expected here: no alert for them. */
  skipNotFound?: boolean;
}

/** The error shape failed actions carry: api/client's ApiError. */
export type FailurePayload = ApiError;

const isFailurePayload = (value: unknown): value is FailurePayload =>
  typeof value === 'object' &&
  value !== null &&
  'kind' in value &&
  'status' in value &&
  typeof (value as { kind: unknown }).kind === 'string';

const formatTime = (iso: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }).format(date);
};

const UNEXPECTED: NewAlert = {
  title: message('alert.unexpected.title', 'Oops!'),
  message: message('alert.unexpected.message', 'An unexpected error occurred.'),
  action: null,
  dismissAfter: null,
  severity: 'error',
};

const errorAlert = (title: NewAlert['title'], text: NewAlert['message']): NewAlert => ({
  title,
  message: text,
  action: null,
  dismissAfter: null,
  severity: 'error',
});

/** A failure where no answer came, or none that could be read: said as what happened. */
function alertForNoAnswer(payload: FailurePayload): NewAlert | null {
  switch (payload.kind) {
    case 'network':
      return errorAlert(
        message('alert.network.title', 'Network error'),
        message(
          'alert.network.message',
          'Could not reach the server. Check your connection and try again.',
        ),
      );
    case 'timeout':
      return errorAlert(
        message('alert.timeout.title', 'Server not responding'),
        message('alert.timeout.message', 'The server took too long to answer. Try again.'),
      );
    case 'unparsable':
      return errorAlert(
        message('alert.unparsable.title', 'Unreadable answer'),
        message('alert.unparsable.message', 'The server answered with something that is not JSON.'),
      );
    case 'invalid':
      return errorAlert(
        message('alert.invalid.title', 'Unexpected answer'),
        message('alert.invalid.message', 'The server answered in a form this app cannot read.'),
      );
    default:
      return null;
  }
}

/** The one road from a failed action to an alert. Null means no alert. */
export function alertForFailure(payload: unknown, meta: AlertMeta): NewAlert | null {
  if (meta.skipAlert) return null;
  if (!isFailurePayload(payload)) return UNEXPECTED;
  if (payload.kind === 'abort') return null;
  if (payload.kind !== 'http') return alertForNoAnswer(payload) ?? UNEXPECTED;
  if (payload.status === null) return UNEXPECTED;
  const { status } = payload;
  if (meta.skipNotFound && (status === 404 || status === 410)) return null;
  if (status === 429 && payload.rateLimitReset) {
    return errorAlert(
      message('alert.rate_limited.title', 'Rate limited'),
      message('alert.rate_limited.message', 'Please retry after {time}.', {
        time: formatTime(payload.rateLimitReset),
      }),
    );
  }
  const detail = payload.message || payload.statusText;
  if (status >= 500)
    return errorAlert(
      String(status),
      message('alert.server_error.message', 'The server had a problem: {detail}', { detail }),
    );
  return errorAlert(String(status), detail);
}

const metaOf = (action: UnknownAction): AlertMeta => {
  const meta = (action as { meta?: unknown }).meta;
  return typeof meta === 'object' && meta !== null ? meta : {};
};

export const alertMiddleware: Middleware = (api) => (next) => (action) => {
  const result = next(action);
  const typed = action as UnknownAction;
  const failed =
    isRejected(typed) || (typeof typed.type === 'string' && typed.type.endsWith('FAIL'));
  const { condition, aborted } = metaOf(typed) as { condition?: boolean; aborted?: boolean };
  if (failed && !condition && !aborted) {
    const payload = (typed as { payload?: unknown }).payload;
    const alert = alertForFailure(payload, metaOf(typed));
    if (alert) api.dispatch(alertShown(alert));
  }
  return result;
};
