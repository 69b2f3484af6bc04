import { defineConfig } from 'vitest/config';
import { localeNamespaces } from './scripts/vite/locale-namespaces';
import { postRobotSource, POST_ROBOT_SOURCE_PACKAGES } from './scripts/vite/post-robot-source';
import { REACT_RUNTIME_ALIASES, REACT_USING_PACKAGES } from './scripts/vite/react-runtime';

export default defineConfig({
  plugins: [localeNamespaces('src/locales'), postRobotSource()],
  resolve: {
    alias: [
      ...REACT_RUNTIME_ALIASES,
      // Its CommonJS build would require the real react-dom past the aliases; its ES build imports.
      { find: /^@testing-library\/react$/, replacement: '@testing-library/react/dist/@testing-library/react.esm.js' },
    ],
  },
  test: {
    // post-robot runs from its source here too (built as the widget builds it), and the libraries
    // that use React must meet the widget's React runtime (scripts/vite/react-runtime.ts): the
    // test runner transforms them rather than handing them to Node.
    server: { deps: { inline: [...POST_ROBOT_SOURCE_PACKAGES, ...REACT_USING_PACKAGES].map((name) => new RegExp(`node_modules[\\\\/]${name}[\\\\/]`)) } },
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
