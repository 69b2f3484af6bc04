// React 18 and later have useSyncExternalStore built in; the shim package that wouter imports
// would only add its fallback to the widget's first download. Aliased in vite.config.ts.
export { useSyncExternalStore } from 'react';
