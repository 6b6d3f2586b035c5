import { isRejected, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { alertShown, type NewAlert } from './alerts';
import { failureText, isFailurePayload } from './failureText';

/** What a failed action may carry in its meta. */
export interface AlertMeta {
  /** No alert at all for this failure (lookups, trends, filter fetches, ...). */
  skipAlert?: boolean;
  /** 404 and 410 are expected here: no alert for them. */
  skipNotFound?: boolean;
}

export type { FailurePayload } from './failureText';

/** The one road from a failed action to an alert. Null means no alert. */
export function alertForFailure(payload: unknown, meta: AlertMeta): NewAlert | null {
  if (meta.skipAlert) return null;
  if (isFailurePayload(payload)) {
    if (payload.kind === 'abort') return null;
    if (meta.skipNotFound && (payload.status === 404 || payload.status === 410)) return null;
  }
  const { title, message } = failureText(payload);
  return { title, message, action: null, dismissAfter: null, severity: 'error' };
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
