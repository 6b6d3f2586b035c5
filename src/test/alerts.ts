import { expect } from 'vitest';

/** The message of a 5xx alert: the server had a problem, with the server's own text. */
export const serverProblem = (detail: string): unknown =>
  expect.objectContaining({
    id: 'alert.server_error.message',
    defaultMessage: 'The server had a problem: {detail}',
    values: { detail },
  });
