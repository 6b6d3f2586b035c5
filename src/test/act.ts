import { act as flush } from 'preact/test-utils';

/**
 * Runs `callback` and renders what it changed. An async callback is settled a task later too,
 * so the requests and renders it set going have happened when the test looks (React's act
 * waits the same way; the components' tests were written to that).
 */
export function act(callback: () => Promise<unknown>): Promise<void>;
export function act(callback: () => void): void;
export function act(callback: () => unknown): void | Promise<void> {
  let result: unknown;
  const done = flush(() => {
    result = callback();
    return result instanceof Promise ? result.then(() => undefined) : undefined;
  });
  if (!(result instanceof Promise)) return;
  return Promise.resolve(done).then(() =>
    flush(() => new Promise<void>((settle) => setTimeout(settle, 0))),
  );
}
