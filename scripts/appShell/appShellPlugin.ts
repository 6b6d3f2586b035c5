/**
 * Build step for the installable app: writes manifest.webmanifest and its PNG icons, and builds
 * the service worker (src/sw/sw.ts) into one classic script at dist/sw.js (root scope) with the
 * list of the shell's files it caches at install.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { build, type Plugin } from 'vite';
import { makePng } from '../../server/media/pngWriter';
import { APP_ICONS, iconPixel, webManifest } from '../../src/app/webManifest';

const WORKER_ENTRY = resolve(import.meta.dirname, '../../src/sw/sw.ts');

/** The shell is what the page loads: scripts, styles, fonts and images under assets/. */
const isShellFile = (file: string) =>
  file.startsWith('assets/') && /\.(js|css|woff2?|ttf|svg|png|webp|ogg|mp3)$/.test(file);

async function buildWorker(shell: { version: string; files: string[] }): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    define: {
      __APP_SHELL__: JSON.stringify(shell),
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry: WORKER_ENTRY, formats: ['iife'], name: 'appWorker', fileName: () => 'sw.js' },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  for (const result of results) {
    if (!('output' in result)) continue;
    const chunk = result.output.find((item) => item.type === 'chunk');
    if (chunk) return chunk.code;
  }
  throw new Error('the service worker build produced no script');
}

export function appShellPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'app-shell',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter(isShellFile).sort();
      const html = bundle['index.html'];
      const version = createHash('sha256')
        .update(files.join('\n'))
        .update(html?.type === 'asset' ? html.source : '')
        .digest('hex')
        .slice(0, 12);
      const write = async (file: string, data: string | Buffer) => {
        const path = resolve(outDir, file);
        await mkdir(dirname(path), { recursive: true });
        await writeFile(path, data);
      };
      await write('manifest.webmanifest', `${JSON.stringify(webManifest(), null, 2)}\n`);
      for (const icon of APP_ICONS) {
        await write(
          icon.file,
          makePng(icon.size, icon.size, (x, y) => iconPixel(icon, x, y)),
        );
      }
      const iconFiles = APP_ICONS.map((icon) => icon.file);
      await write(
        'sw.js',
        await buildWorker({ version, files: [...files, ...iconFiles, 'manifest.webmanifest'] }),
      );
    },
  };
}
