// The widget's React runtime has useSyncExternalStore built in; the shim package that wouter
// imports would only add its fallback. Aliased in scripts/vite/react-runtime.ts.
export { useSyncExternalStore } from 'react';
