// The widget is written against React's API (react, react-dom, their types) and runs on
// preact/compat, which implements that API in about a tenth of the bytes. The budget in chatbot
// mode (the initial JS of a chat route at most 1.6 times a React hello world) cannot hold React's
// own runtime beside the bridge, the validators and the forms; preact/compat leaves room for them.
// Every build of the widget and every component test resolves React's module names here, so what
// the tests render is what guests run. The embed SDK has no React at all; the React hello world of
// `npm run bench:bundle` and `bench:chat` is built from React itself, as the yardstick.
import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

export const REACT_RUNTIME_ALIASES: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
  // The runtime has useSyncExternalStore built in; the shim package that wouter imports would only
  // add its fallback to the widget's first download (and, in tests, reach past the aliases).
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL('./shims/use-sync-external-store.ts', import.meta.url)) },
];

/**
 * Libraries that import React and must see the same runtime as the widget in the test runner
 * (which otherwise hands node_modules straight to Node, past the aliases above).
 */
export const REACT_USING_PACKAGES = ['@testing-library/react', 'react-hook-form', '@hookform/resolvers', 'wouter', 'valtio', 'regexparam'];
