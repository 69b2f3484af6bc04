import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { localeNamespaces } from './scripts/vite/locale-namespaces';
import { POST_ROBOT_SOURCE_PACKAGES, postRobotSource } from './scripts/vite/post-robot-source';
import { offlineShell } from './scripts/vite/offline-shell';
import { endpointTrim } from './scripts/vite/endpoint-trim';

export default defineConfig({
  // React's plugin: the automatic JSX runtime, and Fast Refresh on the dev server.
  // offlineShell(): the service worker that keeps the widget's shell for offline use (src/sw.ts).
  // endpointTrim(): of the endpoint table, only what the widget reads at run time.
  plugins: [react(), localeNamespaces('src/locales'), postRobotSource(), offlineShell(), endpointTrim({ widgetSource: fileURLToPath(new URL('./src', import.meta.url)) })],
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
        // Files are named by their hash alone: every name is written in the files that load them
        // (the entry lists every chunk and style sheet a page may preload), so short names are bytes saved.
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: 'assets/[hash][extname]',
        // Everything the entry imports statically travels in one chunk: on its own the bundler
        // cuts it into a score of small shared files, each a request and each compressed alone.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'start', tags: ['$initial'] },
            { name: 'chat-sign-in', test: /(src[\\/]features[\\/]chat[\\/](ChatSignInPage\.tsx|chat-api|chat-session|errors|targets|offered|components[\\/](Field|FormAlert|NotOffered))|src[\\/]lib[\\/]schema-form\.ts)/ },
            { name: 'sign-in', test: /(contract[\\/](membership|account-codes|endpoints[\\/]sign-in)|src[\\/]lib[\\/]sign-in-form|src[\\/]ui[\\/]lazy-person-check)\.ts$/ },
            // The search's contract and its calls, together: the results page loads both.
            { name: 'search-contract', test: /contract[\\/](search|search-codes|limits|endpoints[\\/]search(-errors)?)\.ts$/ },
            { name: 'chatbot', test: /(src[\\/]app[\\/]chatbot-startup|src[\\/]lib[\\/]chatbot-(channel|link|session)|contract[\\/](endpoints[\\/])?chatbot|bridge[\\/](child|messages|origin))\.ts$/ },
          ],
        },
      },
    },
  },
  resolve: {
    // React 19 has useSyncExternalStore: the shim wouter imports for older versions is not shipped.
    alias: [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL('./src/lib/react-sync-external-store.ts', import.meta.url)) }],
  },
  server: { port: 5173 },
  // post-robot and its libraries are Flow source, turned into JS by postRobotSource(): the dev
  // server's dependency pre-bundling would meet them untransformed.
  optimizeDeps: { exclude: POST_ROBOT_SOURCE_PACKAGES },
});
