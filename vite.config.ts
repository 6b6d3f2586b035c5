import { defineConfig } from 'vite';
import { noSkeletonParser, preactAliases } from './scripts/preactAliases';
import { appShellPlugin } from './scripts/appShell/appShellPlugin';
import {
  bootScript,
  firstScreenCompileHints,
  firstScreenGroups,
} from './scripts/firstScreenChunks';

export default defineConfig({
  resolve: { alias: [...preactAliases, noSkeletonParser] },
  plugins: [appShellPlugin(), bootScript(), firstScreenCompileHints()],
  // The streaming worker loads the code that reads its messages as a chunk of its own.
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    target: 'es2022',
    sourcemap: false,
    // The entry's libraries are one chunk on purpose (Preact, react-intl, RTK).
    chunkSizeWarningLimit: 450,
    // The icon font goes inside the stylesheet: as a file of its own, a cold load waited for it
    // before the first posts were painted (interleaved loads: 142 ms later, the paired median).
    assetsInlineLimit: (file) => (file.endsWith('/icons.ttf') ? true : undefined),
    rolldownOptions: {
      // The page's first script is its own entry, so it runs before the app's code loads.
      input: { index: 'index.html', boot: 'src/boot/boot.ts' },
      output: {
        codeSplitting: { groups: firstScreenGroups },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:8080', ws: true },
      '/oauth/authorize': 'http://localhost:8080',
      '/oauth/token': 'http://localhost:8080',
      '/oauth/revoke': 'http://localhost:8080',
      '/system': 'http://localhost:8080',
    },
  },
});
