/** For the parser tests: the error a call throws, to compare its status and message. */
export function errorOf(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('did not throw');
}

/** Mastodon's 422 answer as the routes sent it before. */
export const failed = (detail: string) => ({
  statusCode: 422,
  message: `Validation failed: ${detail}`,
});

export const invalid = (key: string) => failed(`${key} is invalid`);
