/**
 * What an uploaded file is, read from its bytes (the client's content type is not trusted), and
 * an image's size. Pure JS: no native image libraries.
 */
export type MediaKind = 'image' | 'gifv' | 'video' | 'audio';

export interface Probe {
  kind: MediaKind;
  mime: string;
  extension: string;
  width: number | null;
  height: number | null;
}

const ascii = (bytes: Uint8Array, start: number, length: number): string =>
  String.fromCharCode(...bytes.subarray(start, start + length));

const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u16le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const u24le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
export const u32be = (b: Uint8Array, i: number) =>
  ((b[i]! << 24) >>> 0) + ((b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!);

function jpegSize(b: Uint8Array): [number, number] | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      i += 2;
      continue;
    }
    const length = u16be(b, i + 2);
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return [u16be(b, i + 7), u16be(b, i + 5)];
    i += 2 + length;
  }
  return null;
}

function webpSize(b: Uint8Array): [number, number] | null {
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8X') return [u24le(b, 24) + 1, u24le(b, 27) + 1];
  if (chunk === 'VP8 ') return [u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff];
  if (chunk === 'VP8L') {
    const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24);
    return [(bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1];
  }
  return null;
}

const image = (mime: string, extension: string, size: [number, number] | null): Probe => ({
  kind: 'image',
  mime,
  extension,
  width: size?.[0] ?? null,
  height: size?.[1] ?? null,
});

const other = (kind: MediaKind, mime: string, extension: string): Probe => ({
  kind,
  mime,
  extension,
  width: null,
  height: null,
});

/** Null when the bytes are not a format the server accepts. */
export function probe(bytes: Uint8Array): Probe | null {
  if (bytes.length < 16) return null;
  if (bytes[0] === 0x89 && ascii(bytes, 1, 3) === 'PNG')
    return image('image/png', 'png', [u32be(bytes, 16), u32be(bytes, 20)]);
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return image('image/jpeg', 'jpg', jpegSize(bytes));
  if (ascii(bytes, 0, 4) === 'GIF8')
    return image('image/gif', 'gif', [u16le(bytes, 6), u16le(bytes, 8)]);
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP')
    return image('image/webp', 'webp', webpSize(bytes));
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WAVE')
    return other('audio', 'audio/wav', 'wav');
  if (ascii(bytes, 4, 4) === 'ftyp') {
    const brand = ascii(bytes, 8, 4);
    return brand.startsWith('M4A')
      ? other('audio', 'audio/mp4', 'm4a')
      : other('video', 'video/mp4', 'mp4');
  }
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3)
    return other('video', 'video/webm', 'webm');
  if (ascii(bytes, 0, 4) === 'OggS') return other('audio', 'audio/ogg', 'ogg');
  if (ascii(bytes, 0, 4) === 'fLaC') return other('audio', 'audio/flac', 'flac');
  if (ascii(bytes, 0, 3) === 'ID3' || (bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0))
    return other('audio', 'audio/mpeg', 'mp3');
  return null;
}
