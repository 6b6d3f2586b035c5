import { defineConfig } from 'vitest/config';

/**
 * Browser tests: one sandbox server and one browser per file, two files at a time (2 cores):
 * a file waits on its browser and its server much of the time. The whole run took 746 s two at
 * a time, with no spec retried, where the CI run before took 913 s one file after another.
 */
export default defineConfig({
  test: {
    include: ['e2e/**/*.spec.ts'],
    environment: 'node',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A spec that fails is run once more, and reported as flaky if it then passes: on a busy
    // 2-core machine a browser's timing varies. One that fails twice fails the run.
    retry: 1,
    setupFiles: ['e2e/setup.ts'],
  },
});
