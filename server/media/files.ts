import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, extname, join, normalize, sep } from 'node:path';

/** Uploaded and generated files live under {dataDir}/system and are served at /system/. */
export function systemDir(dataDir: string): string {
  return join(dataDir, 'system');
}

export async function writeSystemFile(
  filesDir: string,
  relativePath: string,
  content: string | Uint8Array,
): Promise<void> {
  const target = join(filesDir, relativePath);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, content);
}

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.flac': 'audio/flac',
  '.m4a': 'audio/mp4',
};

/** Reads a file below filesDir; null when missing or when the path tries to leave the folder. */
export async function readSystemFile(
  filesDir: string,
  relativePath: string,
): Promise<{ body: Buffer; contentType: string } | null> {
  const clean = normalize(relativePath).replace(/^([/\\])+/, '');
  if (clean.startsWith('..') || clean.includes(`${sep}..${sep}`)) return null;
  const target = join(filesDir, clean);
  if (!target.startsWith(filesDir + sep)) return null;
  try {
    const body = await readFile(target);
    const contentType = CONTENT_TYPES[extname(target).toLowerCase()] ?? 'application/octet-stream';
    return { body, contentType };
  } catch {
    return null;
  }
}
