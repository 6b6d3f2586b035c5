import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT, firstScreenCompileHints } from './firstScreenChunks';

const chunk = (fileName: string, name: string, isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  name,
  isEntry,
});

describe("the first screen's compile hints", () => {
  let dir = '';
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("puts the hint as the first line of the entry's and its libraries' chunks only", async () => {
    dir = await mkdtemp(join(tmpdir(), 'hints-'));
    const files = {
      'index-a.js': 'const __vite__mapDeps=1;import"./vendor-b.js";',
      'vendor-b.js': 'export const x=1;',
      'AccountPage-c.js': 'export const y=2;',
      'boot-d.js': 'fetch("/api");',
    };
    for (const [file, code] of Object.entries(files)) await writeFile(join(dir, file), code);
    const bundle = {
      'index-a.js': chunk('index-a.js', 'index', true),
      'vendor-b.js': chunk('vendor-b.js', 'vendor'),
      'AccountPage-c.js': chunk('AccountPage-c.js', 'AccountPage'),
      'boot-d.js': chunk('boot-d.js', 'boot', true),
    };
    const plugin = firstScreenCompileHints();
    const write = plugin.writeBundle as unknown as (
      options: { dir: string },
      bundle: object,
    ) => Promise<void>;
    await write({ dir }, bundle);
    // Written twice (a watch rebuild), the hint is still there once.
    await write({ dir }, bundle);
    const read = (file: string) => readFile(join(dir, file), 'utf8');
    expect(await read('index-a.js')).toBe(`${COMPILE_HINT}\n${files['index-a.js']}`);
    expect(await read('vendor-b.js')).toBe(`${COMPILE_HINT}\n${files['vendor-b.js']}`);
    expect(await read('AccountPage-c.js')).toBe(files['AccountPage-c.js']);
    expect(await read('boot-d.js')).toBe(files['boot-d.js']);
  });
});
