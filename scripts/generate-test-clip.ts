/**
 * Writes server/media/fixtures/clip.webm: a 3 s, 160×90, 25 fps VP8 clip (a colour sweep with a
 * moving bar) for the seeded video post and the player's browser tests. No encoder ships with
 * the project, so Chromium's WebCodecs VideoEncoder encodes the frames and this script muxes
 * them into a WebM with its duration and cue points (seekable without reading it all).
 *
 *   npx tsx scripts/generate-test-clip.ts
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/harness';

const WIDTH = 160;
const HEIGHT = 90;
const FPS = 25;
const SECONDS = 3;

interface Chunk {
  timestampMs: number;
  key: boolean;
  data: number[];
}

const ENCODE_IN_PAGE = `(async () => {
  const [width, height, fps, seconds] = [${WIDTH}, ${HEIGHT}, ${FPS}, ${SECONDS}];
  const chunks = [];
  const encoder = new VideoEncoder({
    output: (chunk) => {
      const data = new Uint8Array(chunk.byteLength);
      chunk.copyTo(data);
      chunks.push({
        timestampMs: Math.round(chunk.timestamp / 1000),
        key: chunk.type === 'key',
        data: Array.from(data),
      });
    },
    error: (e) => { throw e; },
  });
  encoder.configure({ codec: 'vp8', width, height, bitrate: 60000, framerate: fps });
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  const total = fps * seconds;
  for (let i = 0; i < total; i++) {
    context.fillStyle = 'hsl(' + (i * 360) / total + ', 70%, 45%)';
    context.fillRect(0, 0, width, height);
    context.fillStyle = '#fff';
    context.fillRect((i * width) / total, 0, 8, height);
    const frame = new VideoFrame(canvas, { timestamp: (i * 1000000) / fps });
    encoder.encode(frame, { keyFrame: i % fps === 0 });
    frame.close();
  }
  await encoder.flush();
  return chunks;
})()`;

async function encodeFrames(): Promise<Chunk[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    // WebCodecs needs a secure context, which about:blank is not; a file: page is.
    const blank = join(tmpdir(), 'generate-test-clip.html');
    writeFileSync(blank, '<!doctype html><title>clip</title>');
    await page.goto(pathToFileURL(blank).href);
    // A string, not a function: the TypeScript runner would add helpers the page lacks.
    return await page.evaluate<Chunk[]>(ENCODE_IN_PAGE);
  } finally {
    await browser.close();
  }
}

/** An EBML element: its id bytes, an 8-byte size, its body. */
function element(id: number[], body: Uint8Array | Uint8Array[]): Uint8Array {
  const parts = Array.isArray(body) ? body : [body];
  const length = parts.reduce((sum, p) => sum + p.length, 0);
  const size = new Uint8Array(8);
  size[0] = 0x01;
  let rest = length;
  for (let i = 7; i > 0; i--) {
    size[i] = rest & 0xff;
    rest = Math.floor(rest / 256);
  }
  return concat([new Uint8Array(id), size, ...parts]);
}

function uint(value: number, bytes = 4): Uint8Array {
  const out = new Uint8Array(bytes);
  let rest = value;
  for (let i = bytes - 1; i >= 0; i--) {
    out[i] = rest & 0xff;
    rest = Math.floor(rest / 256);
  }
  return out;
}

function float64(value: number): Uint8Array {
  const out = new Uint8Array(8);
  new DataView(out.buffer).setFloat64(0, value);
  return out;
}

const text = (value: string) => new TextEncoder().encode(value);

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** One cluster per key frame; cues point at each cluster from the segment's start. */
function mux(chunks: Chunk[]): Uint8Array {
  const header = element(
    [0x1a, 0x45, 0xdf, 0xa3],
    [
      element([0x42, 0x86], uint(1, 1)),
      element([0x42, 0xf7], uint(1, 1)),
      element([0x42, 0xf2], uint(4, 1)),
      element([0x42, 0xf3], uint(8, 1)),
      element([0x42, 0x82], text('webm')),
      element([0x42, 0x87], uint(2, 1)),
      element([0x42, 0x85], uint(2, 1)),
    ],
  );
  const durationMs = (SECONDS * 1000 * FPS) / FPS;
  const info = element(
    [0x15, 0x49, 0xa9, 0x66],
    [
      element([0x2a, 0xd7, 0xb1], uint(1_000_000)),
      element([0x44, 0x89], float64(durationMs)),
      element([0x4d, 0x80], text('generate-test-clip')),
      element([0x57, 0x41], text('generate-test-clip')),
    ],
  );
  const tracks = element(
    [0x16, 0x54, 0xae, 0x6b],
    element(
      [0xae],
      [
        element([0xd7], uint(1, 1)),
        element([0x73, 0xc5], uint(1, 1)),
        element([0x83], uint(1, 1)),
        element([0x86], text('V_VP8')),
        element([0xe0], [element([0xb0], uint(WIDTH, 2)), element([0xba], uint(HEIGHT, 2))]),
      ],
    ),
  );
  const groups: Chunk[][] = [];
  for (const chunk of chunks) {
    if (chunk.key || groups.length === 0) groups.push([]);
    groups[groups.length - 1]!.push(chunk);
  }
  const clusters = groups.map((group) => {
    const start = group[0]!.timestampMs;
    const blocks = group.map((chunk) =>
      element(
        [0xa3],
        concat([
          new Uint8Array([0x81]),
          uint(chunk.timestampMs - start, 2),
          new Uint8Array([chunk.key ? 0x80 : 0x00]),
          new Uint8Array(chunk.data),
        ]),
      ),
    );
    return {
      start,
      bytes: element([0x1f, 0x43, 0xb6, 0x75], [element([0xe7], uint(start)), ...blocks]),
    };
  });
  // Cues come before the clusters, so their positions depend on the cues' own length: the
  // entries have a fixed size, so build once to measure and once with the real offsets.
  const cuesFor = (offsets: number[]) =>
    element(
      [0x1c, 0x53, 0xbb, 0x6b],
      clusters.map((cluster, i) =>
        element(
          [0xbb],
          [
            element([0xb3], uint(cluster.start)),
            element([0xb7], [element([0xf7], uint(1, 1)), element([0xf1], uint(offsets[i] ?? 0))]),
          ],
        ),
      ),
    );
  const before = info.length + tracks.length + cuesFor([]).length;
  const offsets: number[] = [];
  let position = before;
  for (const cluster of clusters) {
    offsets.push(position);
    position += cluster.bytes.length;
  }
  const segment = element(
    [0x18, 0x53, 0x80, 0x67],
    [info, tracks, cuesFor(offsets), ...clusters.map((c) => c.bytes)],
  );
  return concat([header, segment]);
}

const chunks = await encodeFrames();
const clip = mux(chunks);
writeFileSync('server/media/fixtures/clip.webm', clip);
console.info(`${chunks.length} frames, ${clip.length} bytes`);
