/**
 * A video post and an audio post with real, playable files: the committed clip
 * (server/media/fixtures/clip.webm, made by scripts/generate-test-clip.ts) and a generated WAV.
 * Days old, so the timelines' first pages stay as they were.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { snowflakeAt } from '../ids';
import { writeSystemFile } from '../media/files';
import { landscape } from '../media/images';
import { toneWav } from '../media/wav';
import { REPO_ROOT } from '../paths';
import { createStatus } from '../services/statuses';
import type { Queryable } from './database';

const DAY = 24 * 60 * 60 * 1000;
const CLIP = { width: 160, height: 90, duration: 3, frameRate: '25/1' };
const NOTES_HZ = [262, 330, 392, 523];
const NOTE_SECONDS = 0.75;

interface SeedMediaFile {
  type: 'video' | 'audio';
  extension: string;
  bytes: Uint8Array;
  meta: Record<string, unknown>;
  description: string;
  text: string;
}

async function playerFiles(): Promise<SeedMediaFile[]> {
  const clip = await readFile(resolve(REPO_ROOT, 'server/media/fixtures/clip.webm'));
  const duration = NOTES_HZ.length * NOTE_SECONDS;
  return [
    {
      type: 'video',
      extension: 'webm',
      bytes: clip,
      meta: {
        original: {
          width: CLIP.width,
          height: CLIP.height,
          duration: CLIP.duration,
          frame_rate: CLIP.frameRate,
        },
        small: { width: CLIP.width, height: CLIP.height },
      },
      description: 'A colour sweep with a white bar moving from left to right',
      text: 'Three seconds of colour from the paint tests #video',
    },
    {
      type: 'audio',
      extension: 'wav',
      bytes: toneWav(NOTES_HZ, NOTE_SECONDS),
      meta: {
        original: { duration },
        colors: { background: '#1d2733', foreground: '#e8eef5', accent: '#f5a623' },
      },
      description: 'Four notes rising: C, E, G and high C',
      text: 'Tuning fork, four notes #audio',
    },
  ];
}

export async function seedPlayerPosts(
  tx: Queryable,
  filesDir: string,
  accountId: string,
  now: number,
): Promise<void> {
  let daysAgo = 6;
  for (const file of await playerFiles()) {
    const at = new Date(now - daysAgo * DAY);
    daysAgo -= 0.5;
    const id = snowflakeAt(at);
    const path = `media_attachments/files/${id}/original.${file.extension}`;
    const poster = `media_attachments/files/${id}/poster.svg`;
    const picture = landscape(Number(BigInt(id) % 97n));
    await writeSystemFile(filesDir, path, file.bytes);
    await writeSystemFile(filesDir, poster, picture.svg(640, 360));
    await tx.query(
      `insert into media_attachments (id, account_id, type, file_path, preview_path, meta, description, blurhash, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        id,
        accountId,
        file.type,
        path,
        poster,
        JSON.stringify(file.meta),
        file.description,
        picture.blurhash,
        at,
      ],
    );
    await createStatus(tx, null, {
      accountId,
      text: file.text,
      visibility: 'public',
      searchability: 'public',
      mediaIds: [id],
      at,
    });
  }
}
