import { decodeBlurhash } from '../../../lib/blurhash';

/**
 * The placeholder's pixels, or null: a hash that cannot be decoded is
 * logged as 'Blurhash decoding failure' and the canvas stays blank.
 */
export function blurhashPixels(
  hash: string | null,
  width: number,
  height: number,
): Uint8ClampedArray | null {
  if (!hash) return null;
  try {
    return decodeBlurhash(hash, width, height);
  } catch (error) {
    console.error('Blurhash decoding failure', { error, hash });
    return null;
  }
}
