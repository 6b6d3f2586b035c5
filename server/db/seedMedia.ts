/** Generated files for the seed: avatars, headers, custom emojis and photo attachments. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { writeSystemFile } from '../media/files';
import { avatarSvg, emojiSvg, headerSvg, landscape } from '../media/images';
import { snowflakeAt } from '../ids';
import type { Queryable } from './database';

const DEFAULTS: [string, () => string][] = [
  ['defaults/avatar.svg', () => avatarSvg('?', 220)],
  ['defaults/header.svg', () => headerSvg(220)],
  ['defaults/thumbnail.svg', () => landscape(7).svg(1200, 630)],
];

/** Files every server needs whether or not it was seeded (missing avatar, instance thumbnail). */
export async function ensureDefaultFiles(filesDir: string): Promise<void> {
  for (const [path, make] of DEFAULTS) {
    if (!existsSync(join(filesDir, path))) await writeSystemFile(filesDir, path, make());
  }
}

export async function writeProfileImages(
  filesDir: string,
  accountId: string,
  displayInitial: string,
  hue: number,
): Promise<{ avatar: string; header: string }> {
  const avatar = `accounts/avatars/${accountId}/original.svg`;
  const header = `accounts/headers/${accountId}/original.svg`;
  await writeSystemFile(filesDir, avatar, avatarSvg(displayInitial, hue));
  await writeSystemFile(filesDir, header, headerSvg(hue));
  return { avatar, header };
}

export async function writeEmojiImage(
  filesDir: string,
  shortcode: string,
  label: string,
  hue: number,
  round: boolean,
): Promise<string> {
  const path = `custom_emojis/images/${shortcode}.svg`;
  await writeSystemFile(filesDir, path, emojiSvg(label, hue, round));
  return path;
}

const ORIGINAL = { width: 1200, height: 800 };
const SMALL = { width: 480, height: 320 };

/** A generated photo attachment, not yet attached to a status. */
export async function createSeedPhoto(
  db: Queryable,
  filesDir: string,
  input: { accountId: string; seed: number; at: Date; description: string | null },
): Promise<string> {
  const id = snowflakeAt(input.at);
  const picture = landscape(input.seed);
  const original = `media_attachments/files/${id}/original.svg`;
  const small = `media_attachments/files/${id}/small.svg`;
  await writeSystemFile(filesDir, original, picture.svg(ORIGINAL.width, ORIGINAL.height));
  await writeSystemFile(filesDir, small, picture.svg(SMALL.width, SMALL.height));
  const meta = {
    original: { ...ORIGINAL, size: `${ORIGINAL.width}x${ORIGINAL.height}`, aspect: 1.5 },
    small: { ...SMALL, size: `${SMALL.width}x${SMALL.height}`, aspect: 1.5 },
    focus: { x: 0, y: 0 },
  };
  await db.query(
    `insert into media_attachments (id, account_id, type, file_path, preview_path, meta, description, blurhash, created_at)
     values ($1, $2, 'image', $3, $4, $5, $6, $7, $8)`,
    [
      id,
      input.accountId,
      original,
      small,
      JSON.stringify(meta),
      input.description,
      picture.blurhash,
      input.at,
    ],
  );
  return id;
}
