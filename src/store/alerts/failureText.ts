/**
 * What a failure says to the reader, the same in an alert and in a column that could not
 * load: what happened (no answer, none in time, a server problem, an answer that could not
 * be read), in Mastodon's words where it has them.
 */
import type { ApiError } from '../../api/client';
import { appIntl } from '../../i18n/intl';
import { message, type LocalText } from '../../i18n/text';

/** The error shape failed actions carry: api/client's ApiError. */
export type FailurePayload = ApiError;

export interface FailureText {
  title: LocalText;
  message: LocalText;
}

export const isFailurePayload = (value: unknown): value is FailurePayload =>
  typeof value === 'object' &&
  value !== null &&
  'kind' in value &&
  'status' in value &&
  typeof (value as { kind: unknown }).kind === 'string';

const formatTime = (iso: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  // In the interface's language, as the rest of the alert is.
  return appIntl.formatTime(date, { hour: 'numeric', minute: '2-digit' });
};

export const UNEXPECTED_FAILURE: FailureText = {
  title: message('alert.unexpected.title', 'Oops!'),
  message: message('alert.unexpected.message', 'An unexpected error occurred.'),
};

const NO_ANSWER: Partial<Record<FailurePayload['kind'], FailureText>> = {
  network: {
    title: message('alert.network.title', 'Network error'),
    message: message(
      'alert.network.message',
      'Could not reach the server. Check your connection and try again.',
    ),
  },
  timeout: {
    title: message('alert.timeout.title', 'Server not responding'),
    message: message('alert.timeout.message', 'The server took too long to answer. Try again.'),
  },
  unparsable: {
    title: message('alert.unparsable.title', 'Unreadable answer'),
    message: message(
      'alert.unparsable.message',
      'The server answered with something that is not JSON.',
    ),
  },
  invalid: {
    title: message('alert.invalid.title', 'Unexpected answer'),
    message: message(
      'alert.invalid.message',
      'The server answered in a form this app cannot read.',
    ),
  },
};

function httpFailureText(payload: FailurePayload, status: number): FailureText {
  if (status === 429 && payload.rateLimitReset) {
    return {
      title: message('alert.rate_limited.title', 'Rate limited'),
      message: message('alert.rate_limited.message', 'Please retry after {time}.', {
        time: formatTime(payload.rateLimitReset),
      }),
    };
  }
  const detail = payload.message || payload.statusText;
  if (status >= 500)
    return {
      title: String(status),
      message: message('alert.server_error.message', 'The server had a problem: {detail}', {
        detail,
      }),
    };
  return { title: String(status), message: detail };
}

/** What a failure says (SPEC §8): an HTTP error by its status code, the rest by what happened. */
export function failureText(payload: unknown): FailureText {
  if (!isFailurePayload(payload)) return UNEXPECTED_FAILURE;
  if (payload.kind === 'http' && payload.status !== null)
    return httpFailureText(payload, payload.status);
  return NO_ANSWER[payload.kind] ?? UNEXPECTED_FAILURE;
}
