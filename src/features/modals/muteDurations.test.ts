import { describe, expect, it } from 'vitest';
import { MUTE_DURATIONS_S } from '../../store/constants';
import { durationParts } from './muteDurations';

describe('mute durations', () => {
  it('offers indefinite, 5 and 30 minutes, 1 and 6 hours, 1, 3 and 7 days', () => {
    expect(MUTE_DURATIONS_S).toEqual([0, 300, 1800, 3600, 21600, 86400, 259200, 604800]);
    expect(MUTE_DURATIONS_S.map(durationParts)).toEqual([
      null,
      { value: 5, unit: 'minute' },
      { value: 30, unit: 'minute' },
      { value: 1, unit: 'hour' },
      { value: 6, unit: 'hour' },
      { value: 1, unit: 'day' },
      { value: 3, unit: 'day' },
      { value: 7, unit: 'day' },
    ]);
  });
});
