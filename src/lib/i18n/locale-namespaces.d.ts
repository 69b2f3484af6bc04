// Provided by scripts/vite/locale-namespaces.ts.
declare module 'virtual:locale-namespaces' {
  /** The shell's namespaces, loaded together under this one name. */
  export const CORE: string;
  /** Every other namespace. */
  export const NAMESPACES: readonly string[];
  /** One namespace (or CORE) of one locale; rejects for a locale or namespace there is none of. */
  /** Dev server and tests: a loader per locale and namespace (undefined in a build, which fetches). */
  export const loaders: Record<string, Record<string, () => Promise<Record<string, unknown>>>> | undefined;
  export function load(locale: string, ns: string): Promise<Record<string, unknown>>;
}

declare module '*.json?ns=shell,banner,errors' {
  const dict: Record<string, unknown>;
  export default dict;
}
