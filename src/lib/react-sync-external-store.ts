// wouter reads `useSyncExternalStore` through the use-sync-external-store shim, written for React
// versions without the hook; React 19 has it, so the build hands wouter React's own (vite.config.ts).
export { useSyncExternalStore } from 'react';
