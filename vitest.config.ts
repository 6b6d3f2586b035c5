import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
    // Server tests seed a database in beforeAll; on a busy machine that can take over 10 s.
    hookTimeout: 60_000,
  },
});
