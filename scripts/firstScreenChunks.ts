/**
 * The first screen's scripts: a few larger chunks rather than dozens of small ones, and the
 * home route's preloaded with the entry (a modulepreload link in index.html), so the route
 * does not wait for the entry to run before it is asked for. Other screens stay their own
 * chunks, loaded when first opened.
 */
import type { Plugin } from 'vite';

const HOME_ROUTE = /src[\\/]features[\\/]home[\\/]HomeTimeline\.tsx$/;

/** codeSplitting groups: libraries and app code of the entry, then what every timeline shows. */
export const firstScreenGroups = [
  { name: 'vendor', test: /node_modules/, tags: ['$initial' as const], priority: 3 },
  // The first script (src/boot) stays apart: it must not wait for the app's code, and what
  // the app shares with it (storedKeys.ts) goes with it.
  { name: 'boot', test: /src[\\/]boot[\\/]/, priority: 4 },
  { name: 'app', tags: ['$initial' as const], priority: 2 },
  {
    name: 'timeline',
    // The media players load with the first post that plays, and the full-size viewer when a
    // picture is first opened, not with the timeline.
    test: /src[\\/](features[\\/](home|timeline)|components[\\/]status)[\\/](?!media[\\/](player[\\/]|MediaModal\.))/,
    priority: 1,
  },
];

export function homeRoutePreload(): Plugin {
  return {
    name: 'home-route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle ?? {};
        const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const home = chunks.find((c) => c.moduleIds.some((id) => HOME_ROUTE.test(id)));
        if (!home) return html;
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file) || html.includes(`/${file}"`)) return;
          files.add(file);
          const chunk = bundle[file];
          if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
        };
        visit(home.fileName);
        // Its styles too: the route's import would otherwise wait for them after the entry ran.
        const styles = [...(home.viteMetadata?.importedCss ?? [])].filter(
          (file) => !html.includes(`/${file}"`),
        );
        return [
          ...[...files].map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
          ...styles.map((file) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}

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
