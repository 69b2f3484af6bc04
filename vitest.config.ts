import { defineConfig } from 'vitest/config';
import { localeNamespaces } from './scripts/vite/locale-namespaces';
import { postRobotSource, POST_ROBOT_SOURCE_PACKAGES } from './scripts/vite/post-robot-source';

export default defineConfig({
  plugins: [localeNamespaces('src/locales'), postRobotSource()],
  test: {
    // post-robot runs from its source here too (built as the widget builds it), so the test
    // runner transforms it rather than handing it to Node.
    server: { deps: { inline: POST_ROBOT_SOURCE_PACKAGES.map((name) => new RegExp(`node_modules[\\\\/]${name}[\\\\/]`)) } },
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
