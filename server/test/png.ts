/** PNG files for upload tests, solid or noisy (hard to compress). */
import { makePng } from '../media/pngWriter';

export { makePng };

/** Deterministic noise, so the file is big (processed asynchronously by the sandbox). */
export function noisyPng(width: number, height: number): Buffer {
  let state = 12345;
  // mulberry32: good enough noise that deflate cannot shrink it.
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) >>> 24;
  };
  return makePng(width, height, () => [next(), next(), next()]);
}
