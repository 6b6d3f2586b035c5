const UNITS = [
  [1_000_000_000, 'B'],
  [1_000_000, 'M'],
  [1_000, 'K'],
] as const;

/**
 * A count in few characters, as Mastodon shows them: 999, 1.2K, 12K, 123K, 1.2M. One decimal
 * below ten of a unit, none above; cut rather than rounded, so 999,999 never reads as 1000K.
 */
export function shortNumber(count: number): string {
  const n = Math.max(0, Math.floor(count));
  for (const [size, suffix] of UNITS) {
    if (n < size) continue;
    // Whole numbers first: 2300 / 1000 * 10 is 22.999… in floating point.
    const factor = n < size * 10 ? 10 : 1;
    return `${String(Math.floor((n * factor) / size) / factor)}${suffix}`;
  }
  return String(n);
}
