/**
 * A BlurHash encoder (https://blurha.sh, the published algorithm) for the generated images, so
 * every placeholder matches its picture.
 */
export type Rgb = [number, number, number];

const DIGITS =
  '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~';

function base83(value: number, length: number): string {
  let out = '';
  for (let i = 1; i <= length; i++) {
    out += DIGITS[Math.floor(value / 83 ** (length - i)) % 83]!;
  }
  return out;
}

function toLinear(channel: number): number {
  const v = channel / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
}

function toSrgb(linear: number): number {
  const v = Math.max(0, Math.min(1, linear));
  return v <= 0.0031308
    ? Math.trunc(v * 12.92 * 255 + 0.5)
    : Math.trunc((1.055 * v ** (1 / 2.4) - 0.055) * 255 + 0.5);
}

const signPow = (value: number, exp: number): number => Math.sign(value) * Math.abs(value) ** exp;

/**
 * Encodes the image given by pixel(x, y) (x, y in 0..1, sRGB 0..255) sampled on a width x height
 * grid, with componentsX x componentsY components.
 */
export function encodeBlurhash(
  pixel: (x: number, y: number) => Rgb,
  width: number,
  height: number,
  componentsX = 4,
  componentsY = 3,
): string {
  const samples: Rgb[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel((x + 0.5) / width, (y + 0.5) / height);
      samples.push([toLinear(r), toLinear(g), toLinear(b)]);
    }
  }
  const factors: Rgb[] = [];
  for (let j = 0; j < componentsY; j++) {
    for (let i = 0; i < componentsX; i++) {
      const scale = i === 0 && j === 0 ? 1 : 2;
      const sum: Rgb = [0, 0, 0];
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const basis = Math.cos((Math.PI * i * x) / width) * Math.cos((Math.PI * j * y) / height);
          const sample = samples[y * width + x]!;
          sum[0] += basis * sample[0];
          sum[1] += basis * sample[1];
          sum[2] += basis * sample[2];
        }
      }
      const norm = scale / (width * height);
      factors.push([sum[0] * norm, sum[1] * norm, sum[2] * norm]);
    }
  }
  const [dc, ...ac] = factors as [Rgb, ...Rgb[]];
  let hash = base83(componentsX - 1 + (componentsY - 1) * 9, 1);
  let maximum = 1;
  if (ac.length) {
    const actual = Math.max(...ac.flatMap((f) => f.map(Math.abs)));
    const quantised = Math.max(0, Math.min(82, Math.floor(actual * 166 - 0.5)));
    maximum = (quantised + 1) / 166;
    hash += base83(quantised, 1);
  } else {
    hash += base83(0, 1);
  }
  hash += base83((toSrgb(dc[0]) << 16) + (toSrgb(dc[1]) << 8) + toSrgb(dc[2]), 4);
  for (const factor of ac) {
    const q = factor.map((v) =>
      Math.max(0, Math.min(18, Math.floor(signPow(v / maximum, 0.5) * 9 + 9.5))),
    ) as Rgb;
    hash += base83(q[0] * 19 * 19 + q[1] * 19 + q[2], 2);
  }
  return hash;
}
