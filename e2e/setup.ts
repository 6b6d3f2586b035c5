import { beforeEach } from 'vitest';
import { markTestStart, reportFailure } from './diagnostics';

// A failed browser spec prints what its pages went through (e2e/diagnostics.ts).
beforeEach((context) => {
  markTestStart(context.task.name);
  context.onTestFailed(() => reportFailure(context.task.name));
});
