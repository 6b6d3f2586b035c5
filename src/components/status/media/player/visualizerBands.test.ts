import { describe, expect, it } from 'vitest';
import { frequencyBands } from './visualizerBands';

describe('visualizer bands', () => {
  it('splits the bins into three runs, each its mean as 0..1', () => {
    const bins = [255, 255, 0, 0, 51, 153];
    expect(frequencyBands(bins)).toEqual([1, 0, 0.4]);
  });
  it('drops the bins that do not fill a band, and gives zeros for too few', () => {
    expect(frequencyBands([255, 0, 255, 0])).toEqual([1, 0, 1]);
    expect(frequencyBands([255, 255])).toEqual([0, 0, 0]);
  });
});
