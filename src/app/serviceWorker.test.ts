import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './serviceWorker';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

function withWorkerContainer() {
  const register = vi.fn(() => Promise.resolve({}));
  vi.stubGlobal('navigator', { serviceWorker: { register } });
  return register;
}

describe('registerServiceWorker', () => {
  it('registers the worker only when the schedule runs it, not on the call', () => {
    vi.stubEnv('PROD', true);
    const register = withWorkerContainer();
    const scheduled: (() => void)[] = [];
    registerServiceWorker((run) => {
      scheduled.push(run);
      return () => undefined;
    });
    expect(register).not.toHaveBeenCalled();
    expect(scheduled).toHaveLength(1);
    scheduled[0]!();
    expect(register).toHaveBeenCalledExactlyOnceWith('/sw.js', { scope: '/' });
  });

  it('schedules nothing in development, where the dev server has no shell to cache', () => {
    vi.stubEnv('PROD', false);
    const register = withWorkerContainer();
    const schedule = vi.fn(() => () => undefined);
    registerServiceWorker(schedule);
    expect(schedule).not.toHaveBeenCalled();
    expect(register).not.toHaveBeenCalled();
  });
});
