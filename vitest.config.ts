import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'eslint/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
    // A server test's first start on a clean machine builds a database cluster (seconds on 2 cores).
    hookTimeout: 60_000,
  },
});
