import { defineConfig } from 'vitest/config';

/** Browser tests: one sandbox server per file, files one after another (2 cores). */
export default defineConfig({
  test: {
    include: ['e2e/**/*.spec.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    retry: 0,
  },
});
