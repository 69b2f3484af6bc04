import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { localeNamespaces } from './scripts/vite/locale-namespaces';
import { postRobotSource } from './scripts/vite/post-robot-source';

export default defineConfig({
  plugins: [react(), localeNamespaces('src/locales'), postRobotSource()],
  resolve: {
    alias: [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL('./scripts/vite/shims/use-sync-external-store.ts', import.meta.url)) }],
  },
  build: {
    // WIDGET_DIST lets separate builds (and the servers that serve them) run side by side.
    outDir: process.env.WIDGET_DIST ?? 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // The widget's own size is watched by `npm run bench:bundle`.
    chunkSizeWarningLimit: 200,
    // Every browser the widget runs in (phone webviews included) preloads modules itself; the
    // polyfill would only cost the entry bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the entry imports statically travels in one chunk: on its own the bundler
        // cuts it into a score of small shared files, each a request and each compressed alone.
        codeSplitting: {
          groups: [{ name: 'start', tags: ['$initial'] }],
        },
      },
    },
  },
  server: { port: 5173 },
});
