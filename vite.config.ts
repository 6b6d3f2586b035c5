import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appShellPlugin } from './scripts/appShell/appShellPlugin';
import { firstScreenGroups, homeRoutePreload } from './scripts/firstScreenChunks';

export default defineConfig({
  plugins: [react(), appShellPlugin(), homeRoutePreload()],
  build: {
    outDir: 'dist',
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
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
