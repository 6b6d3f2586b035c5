/**
 * A blurhash decoder written from the algorithm's description: a base-83 string
 * holding the component counts, a maximum AC value, one DC colour and the AC
 * colours of a small cosine transform, drawn back out at any size.
 */
const DIGITS =
  '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~';
const DIGIT_VALUES = new Map(Array.from(DIGITS).map((c, i) => [c, i]));

export class BlurhashError extends Error {
  override name = 'BlurhashError';
}

function decode83(text: string, from: number, to: number): number {
  let value = 0;
  for (let i = from; i < to; i += 1) {
    const digit = DIGIT_VALUES.get(text.charAt(i));
    if (digit === undefined) throw new BlurhashError(`Invalid blurhash character at ${i}`);
    value = value * 83 + digit;
  }
  return value;
}

/** The first character holds (numY - 1) * 9 + (numX - 1). */
function componentCounts(hash: string): { numX: number; numY: number } | null {
  const flag = DIGIT_VALUES.get(hash.charAt(0));
  if (flag === undefined) return null;
  return { numX: (flag % 9) + 1, numY: Math.floor(flag / 9) + 1 };
}

/** At least 6 characters, and 4 + 2 × the component count of them. */
export function isValidBlurhash(hash: unknown): hash is string {
  if (typeof hash !== 'string' || hash.length < 6) return false;
  const counts = componentCounts(hash);
  if (!counts) return false;
  if (hash.length !== 4 + 2 * counts.numX * counts.numY) return false;
  for (const c of hash) if (!DIGIT_VALUES.has(c)) return false;
  return true;
}

function srgbToLinear(channel: number): number {
  const v = channel / 255;
  return v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
}

function linearToSrgb(value: number): number {
  const v = Math.max(0, Math.min(1, value));
  const encoded = v <= 0.0031308 ? v * 12.92 : 1.055 * Math.pow(v, 1 / 2.4) - 0.055;
  return Math.floor(encoded * 255 + 0.5);
}

const signedSquare = (v: number) => Math.sign(v) * v * v;

/** Colours of the components in linear RGB, DC first. */
function components(hash: string, numX: number, numY: number, punch: number): number[][] {
  const maxValue = (decode83(hash, 1, 2) + 1) / 166;
  const dc = decode83(hash, 2, 6);
  const colours = [[srgbToLinear(dc >> 16), srgbToLinear((dc >> 8) & 255), srgbToLinear(dc & 255)]];
  for (let i = 1; i < numX * numY; i += 1) {
    const ac = decode83(hash, 4 + i * 2, 6 + i * 2);
    const channel = (q: number) => signedSquare((q - 9) / 9) * maxValue * punch;
    colours.push([
      channel(Math.floor(ac / (19 * 19))),
      channel(Math.floor(ac / 19) % 19),
      channel(ac % 19),
    ]);
  }
  return colours;
}

/**
 * RGBA pixels (width × height × 4) for a canvas ImageData. Throws a BlurhashError on
 * an invalid hash; the caller logs it and leaves the canvas blank.
 */
export function decodeBlurhash(
  hash: string,
  width: number,
  height: number,
  punch = 1,
): Uint8ClampedArray {
  if (!isValidBlurhash(hash)) throw new BlurhashError('Invalid blurhash');
  if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0) {
    throw new BlurhashError('Invalid blurhash size');
  }
  const { numX, numY } = componentCounts(hash)!;
  const colours = components(hash, numX, numY, punch > 0 ? punch : 1);
  const pixels = new Uint8ClampedArray(width * height * 4);
  // The cosines depend on one axis each: work them out once per row and column.
  const cosX = Array.from({ length: width * numX }, (_, k) =>
    Math.cos((Math.PI * (k % width) * Math.floor(k / width)) / width),
  );
  const cosY = Array.from({ length: height * numY }, (_, k) =>
    Math.cos((Math.PI * (k % height) * Math.floor(k / height)) / height),
  );
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let j = 0; j < numY; j += 1) {
        const basisY = cosY[j * height + y]!;
        for (let i = 0; i < numX; i += 1) {
          const basis = cosX[i * width + x]! * basisY;
          const colour = colours[j * numX + i]!;
          r += colour[0]! * basis;
          g += colour[1]! * basis;
          b += colour[2]! * basis;
        }
      }
      const at = 4 * (y * width + x);
      pixels[at] = linearToSrgb(r);
      pixels[at + 1] = linearToSrgb(g);
      pixels[at + 2] = linearToSrgb(b);
      pixels[at + 3] = 255;
    }
  }
  return pixels;
}
