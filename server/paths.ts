import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

/** The repository root, whatever the working directory. */
export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

export function defaultDataDir(): string {
  return resolve(process.env.DATA_DIR ?? resolve(REPO_ROOT, 'data'));
}
