/**
 * One `Range: bytes=…` request over a file of `size` bytes (browsers ask one range at a time for
 * media). A media element can seek only where the server answers ranges.
 */
export type ByteRange = { start: number; end: number } | 'unsatisfiable' | null;

/** Null means answer the whole file (no header, or one this does not read). */
export function parseByteRange(header: string | undefined, size: number): ByteRange {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
