import { isRejected, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { message } from '../../i18n/text';
import { alertShown, type NewAlert } from './alerts';

/** What a failed action may carry in its meta. */
export interface AlertMeta {
  /** No alert at all for this failure (lookups, trends, filter fetches, ...). */
  skipAlert?: boolean;
  /** 404 and 410 are expected here: no alert for them. */
  skipNotFound?: boolean;
}

/** The error shape failed actions carry; mirrors api/client's ApiError. */
export interface FailurePayload {
  kind: 'http' | 'network' | 'abort' | 'invalid';
  status: number | null;
  statusText: string;
  message: string;
  rateLimitReset: string | null;
}

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

/** The one road from a failed action to an alert. Null means no alert. */
export function alertForFailure(payload: unknown, meta: AlertMeta): NewAlert | null {
  if (meta.skipAlert) return null;
  if (!isFailurePayload(payload)) return UNEXPECTED;
  if (payload.kind === 'abort') return null;
  if (payload.kind !== 'http' || payload.status === null) return UNEXPECTED;
  const { status } = payload;
  if (meta.skipNotFound && (status === 404 || status === 410)) return null;
  if (status === 429 && payload.rateLimitReset) {
    return {
      title: message('alert.rate_limited.title', 'Rate limited'),
      message: message('alert.rate_limited.message', 'Please retry after {time}.', {
        time: formatTime(payload.rateLimitReset),
      }),
      action: null,
      dismissAfter: null,
      severity: 'error',
    };
  }
  return {
    title: String(status),
    message: payload.message || payload.statusText,
    action: null,
    dismissAfter: null,
    severity: 'error',
  };
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
