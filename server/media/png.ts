/** A small PNG reader (8-bit, non-interlaced) for blurhashes of uploaded pictures. */
import { inflateSync } from 'node:zlib';
import type { Rgb } from './blurhash';
import { u32be } from './probe';

export interface Pixels {
  width: number;
  height: number;
  /** x, y in 0..1. */
  pixel: (x: number, y: number) => Rgb;
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 };

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** Null for PNGs this reader does not handle (palette, 16-bit, interlaced, broken). */
export function decodePng(bytes: Uint8Array): Pixels | null {
  try {
    const width = u32be(bytes, 16);
    const height = u32be(bytes, 20);
    const depth = bytes[24];
    const colourType = bytes[25]!;
    const interlace = bytes[28];
    const channels = CHANNELS[colourType];
    if (depth !== 8 || interlace !== 0 || !channels || width * height > 40_000_000) return null;
    const parts: Uint8Array[] = [];
    let offset = 8;
    while (offset + 8 <= bytes.length) {
      const length = u32be(bytes, offset);
      const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
      if (type === 'IDAT') parts.push(bytes.subarray(offset + 8, offset + 8 + length));
      if (type === 'IEND') break;
      offset += 12 + length;
    }
    const data = inflateSync(Buffer.concat(parts));
    const stride = width * channels;
    const out = new Uint8Array(stride * height);
    for (let y = 0; y < height; y++) {
      const filter = data[y * (stride + 1)]!;
      const row = y * (stride + 1) + 1;
      for (let x = 0; x < stride; x++) {
        const raw = data[row + x]!;
        const a = x >= channels ? out[y * stride + x - channels]! : 0;
        const b = y > 0 ? out[(y - 1) * stride + x]! : 0;
        const c = x >= channels && y > 0 ? out[(y - 1) * stride + x - channels]! : 0;
        const predictor =
          filter === 1
            ? a
            : filter === 2
              ? b
              : filter === 3
                ? (a + b) >> 1
                : filter === 4
                  ? paeth(a, b, c)
                  : 0;
        out[y * stride + x] = (raw + predictor) & 0xff;
      }
    }
    return {
      width,
      height,
      pixel(fx, fy) {
        const x = Math.min(width - 1, Math.floor(fx * width));
        const y = Math.min(height - 1, Math.floor(fy * height));
        const i = y * stride + x * channels;
        if (channels <= 2) return [out[i]!, out[i]!, out[i]!];
        return [out[i]!, out[i + 1]!, out[i + 2]!];
      },
    };
  } catch {
    return null;
  }
}
