// Provided by scripts/vite/locale-namespaces.ts.
declare module 'virtual:locale-namespaces' {
  /** The shell's namespaces, loaded together under this one name. */
  export const CORE: string;
  /** Every other namespace. */
  export const NAMESPACES: readonly string[];
  export const loaders: Record<string, Record<string, () => Promise<Record<string, unknown>>>>;
}

declare module '*.json?ns=shell,banner,errors,titles,maintenance,not_found' {
  const dict: Record<string, unknown>;
  export default dict;
}
