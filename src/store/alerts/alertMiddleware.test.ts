import { describe, expect, it } from 'vitest';
import { alertForFailure, type FailurePayload } from './alertMiddleware';

const http = (
  status: number,
  message = 'Record not found',
  rateLimitReset: string | null = null,
): FailurePayload => ({
  kind: 'http',
  status,
  statusText: 'Status Text',
  message,
  rateLimitReset,
});

describe('alertForFailure', () => {
  it('titles an HTTP error with its status code and the server text', () => {
    const alert = alertForFailure(http(422, 'Validation failed'), {});
    expect(alert?.title).toBe('422');
    expect(alert?.message).toBe('Validation failed');
  });

  it('falls back to the status text when the server gave none', () => {
    expect(alertForFailure(http(422, ''), {})?.message).toBe('Status Text');
  });

  it('says a 5xx is the server having a problem, with its text', () => {
    const alert = alertForFailure(http(503, ''), {});
    expect(alert?.title).toBe('503');
    expect(alert?.message).toMatchObject({
      defaultMessage: 'The server had a problem: {detail}',
      values: { detail: 'Status Text' },
    });
  });

  it('says what happened when no answer came, or none that could be read', () => {
    const said = (kind: FailurePayload['kind']) => {
      const alert = alertForFailure({ ...http(0), kind, status: null }, {});
      return [alert?.title, alert?.message];
    };
    expect(said('network')).toMatchObject([
      { defaultMessage: 'Network error' },
      { defaultMessage: 'Could not reach the server. Check your connection and try again.' },
    ]);
    expect(said('timeout')).toMatchObject([
      { defaultMessage: 'Server not responding' },
      { defaultMessage: 'The server took too long to answer. Try again.' },
    ]);
    expect(said('unparsable')).toMatchObject([
      { defaultMessage: 'Unreadable answer' },
      { defaultMessage: 'The server answered with something that is not JSON.' },
    ]);
    expect(said('invalid')).toMatchObject([{ defaultMessage: 'Unexpected answer' }, {}]);
  });

  it("says 'Rate limited' / 'Please retry after {time}.' for a 429 with a reset time", () => {
    const alert = alertForFailure(http(429, 'Too many', '2026-11-22T10:05:00Z'), {});
    expect(alert?.title).toMatchObject({ defaultMessage: 'Rate limited' });
    expect(alert?.message).toMatchObject({ defaultMessage: 'Please retry after {time}.' });
    const text = alert?.message;
    expect(typeof text === 'object' ? text.values?.time : undefined).toEqual(expect.any(String));
  });

  it('treats a 429 without a reset time as any HTTP error', () => {
    expect(alertForFailure(http(429, 'Too many'), {})?.title).toBe('429');
  });

  it('ignores 404 and 410 only where a not-found skip is asked', () => {
    expect(alertForFailure(http(404), { skipNotFound: true })).toBeNull();
    expect(alertForFailure(http(410), { skipNotFound: true })).toBeNull();
    expect(alertForFailure(http(404), {})?.title).toBe('404');
    expect(alertForFailure(http(500), { skipNotFound: true })?.title).toBe('500');
  });

  it('ignores aborts and anything marked skip-alert', () => {
    expect(alertForFailure({ ...http(0), kind: 'abort', status: null }, {})).toBeNull();
    expect(alertForFailure(http(500), { skipAlert: true })).toBeNull();
  });

  it("says 'Oops!' / 'An unexpected error occurred.' for everything else", () => {
    for (const payload of [undefined, new Error('boom')]) {
      const alert = alertForFailure(payload, {});
      expect(alert?.title).toMatchObject({ defaultMessage: 'Oops!' });
      expect(alert?.message).toMatchObject({ defaultMessage: 'An unexpected error occurred.' });
    }
  });
});
