import { defineConfig } from 'vitest/config';
import { localeNamespaces } from './scripts/vite/locale-namespaces';

export default defineConfig({
  plugins: [localeNamespaces('src/locales')],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/components/**/*.test.tsx'],
          environment: 'node',
          setupFiles: ['tests/setup-dom.ts'],
          // Component tests render whole pages (lazy chunks, jsdom): room for a busy machine.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // One database per worker (PGlite in memory, or one schema on PostgreSQL), shared by
          // the files that worker runs: files are not isolated from each other.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
        },
      },
    ],
  },
});
