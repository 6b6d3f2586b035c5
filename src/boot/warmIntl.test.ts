import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl } from './warmIntl';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('warmIntl', () => {
  it('makes a date and a number formatter only when its task runs, not while the script runs', () => {
    const made: string[] = [];
    const formatter = (kind: string) =>
      class {
        constructor() {
          made.push(kind);
        }
        format() {
          made.push(`${kind} formatted`);
          return '';
        }
      };
    vi.stubGlobal('Intl', { DateTimeFormat: formatter('date'), NumberFormat: formatter('number') });
    const tasks: (() => void)[] = [];
    warmIntl((run) => tasks.push(run));
    expect(made).toEqual([]);
    expect(tasks).toHaveLength(1);
    tasks[0]!();
    expect(made).toEqual(['date', 'date formatted', 'number', 'number formatted']);
  });

  it('leaves an engine without Intl to the app, throwing nothing', () => {
    vi.stubGlobal('Intl', undefined);
    const tasks: (() => void)[] = [];
    warmIntl((run) => tasks.push(run));
    expect(() => tasks[0]!()).not.toThrow();
  });
});
