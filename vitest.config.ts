import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
    // Each server test file seeds its own sandbox; on a busy machine that takes more than 10 s.
    hookTimeout: 30_000,
  },
});
