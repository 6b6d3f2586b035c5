/**
 * The first screen's scripts: a few larger chunks rather than dozens of small ones. Home, the
 * screen most visits open on, is in the entry's (src/app/router.tsx): a route loaded by a
 * dynamic import waits, even preloaded, behind the start-up's other work. Other screens stay
 * their own chunks, loaded when first opened.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The chunk of the entry's libraries. */
const LIBRARIES_CHUNK = 'vendor';

/** codeSplitting groups: the first script, then the entry's libraries and its app code. */
export const firstScreenGroups = [
  { name: LIBRARIES_CHUNK, test: /node_modules/, tags: ['$initial' as const], priority: 3 },
  // The first script (src/boot) stays apart: it must not wait for the app's code, and what
  // the app shares with it (storedKeys.ts) goes with it.
  { name: 'boot', test: /src[\\/]boot[\\/]/, priority: 4 },
  { name: 'app', tags: ['$initial' as const], priority: 2 },
];

/**
 * The page's first script (src/boot/boot.ts, its own entry): a classic place at the top of the
 * head, so it runs as soon as the HTML is read, before the app's entry.
 */
export function bootScript(): Plugin {
  return {
    name: 'boot-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const boot = Object.values(ctx.bundle ?? {}).find(
          (c) => c.type === 'chunk' && c.isEntry && c.name === 'boot',
        );
        if (!boot) throw new Error('the boot script is missing from the build');
        return [
          {
            tag: 'script',
            attrs: { type: 'module', crossorigin: true, src: `/${boot.fileName}` },
            injectTo: 'head-prepend' as const,
          },
        ];
      },
    },
  };
}

/**
 * V8's explicit compile hint (Chromium 136 and later; other engines read a comment): every
 * function of the file is compiled while it downloads, on a background thread, instead of on
 * the main thread the first time each is called. The first screen's two chunks run most of
 * their code before the first post shows. Traces of a cold start (CPU slowed 4×) had the main
 * thread compiling for 156–368 ms without it and at most 64 ms with it; where the files came
 * faster than they compiled, it waited 150–240 ms for the rest instead. The cost is bytecode
 * for the functions the start does not run: the heap after the first screen went from 7.8 to
 * 8.3 MB.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Chunks the first screen loads and runs: the entry's app code and its libraries. */
const isFirstScreen = (chunk: { isEntry: boolean; name: string }) =>
  (chunk.isEntry && chunk.name === 'index') || chunk.name === LIBRARIES_CHUNK;

/**
 * Puts the compile hint at the top of the first screen's chunks as written: V8 reads it only
 * as the file's first line, and the build adds its own first line (the entry's preload map)
 * after every plugin's last change to the code, so the files are changed once written.
 */
export function firstScreenCompileHints(): Plugin {
  return {
    name: 'first-screen-compile-hints',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !isFirstScreen(chunk)) continue;
        const file = join(dir, chunk.fileName);
        const code = await readFile(file, 'utf8');
        if (!code.startsWith(COMPILE_HINT)) await writeFile(file, `${COMPILE_HINT}\n${code}`);
      }
    },
  };
}
