import { VISUALIZER_BANDS } from '../../../../store/constants';

/**
 * The visualizer's bands from an analyser's frequency bins (0..255 each): the bins split into
 * equal runs, low to high, each the mean of its run as 0..1.
 */
export function frequencyBands(bins: ArrayLike<number>, bands = VISUALIZER_BANDS): number[] {
  const size = Math.floor(bins.length / bands);
  return Array.from({ length: bands }, (_, band) => {
    if (size === 0) return 0;
    let sum = 0;
    for (let i = band * size; i < (band + 1) * size; i++) sum += bins[i] ?? 0;
    return sum / size / 255;
  });
}
