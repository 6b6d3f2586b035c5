import { defineConfig } from 'vitest/config';
import { preactAliases } from './scripts/preactAliases';

export default defineConfig({
  resolve: { alias: preactAliases },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'eslint/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    // Both cores, in threads: Vitest's default is one worker on a 2-core machine. The whole
    // suite, the same hour: 444 s in one process at a time, 309 s in two, 242 s in two threads.
    pool: 'threads',
    maxWorkers: 2,
    // Libraries that import React are bundled through the aliases too, so they share one Preact.
    server: { deps: { inline: [/react-redux/, /react-intl/] } },
    setupFiles: ['src/test/preactForCommonJs.ts'],
    testTimeout: 20_000,
    // A server test's first start on a clean machine builds a database cluster (seconds on 2 cores).
    hookTimeout: 60_000,
  },
});
