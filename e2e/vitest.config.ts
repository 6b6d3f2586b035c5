import { defineConfig } from 'vitest/config';

/** Browser tests: one sandbox server per file, files one after another (2 cores). */
export default defineConfig({
  test: {
    include: ['e2e/**/*.spec.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A spec that fails is run once more, and reported as flaky if it then passes: on a busy
    // 2-core machine a browser's timing varies. One that fails twice fails the run.
    retry: 1,
    setupFiles: ['e2e/setup.ts'],
  },
});
