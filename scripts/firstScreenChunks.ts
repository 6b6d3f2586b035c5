/**
 * The first screen's scripts: a few larger chunks rather than dozens of small ones. Home, the
 * screen most visits open on, is in the entry's (src/app/router.tsx): a route loaded by a
 * dynamic import waits, even preloaded, behind the start-up's other work. Other screens stay
 * their own chunks, loaded when first opened.
 */
import type { Plugin } from 'vite';

/** codeSplitting groups: the first script, then the entry's libraries and its app code. */
export const firstScreenGroups = [
  { name: 'vendor', test: /node_modules/, tags: ['$initial' as const], priority: 3 },
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
