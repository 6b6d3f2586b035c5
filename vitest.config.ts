import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
    // Each server test seeds its own database; on a busy two-core machine that can take a while.
    hookTimeout: 60_000,
  },
});
