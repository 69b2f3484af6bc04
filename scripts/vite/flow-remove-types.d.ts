// Types for flow-remove-types, which ships none: only the call scripts/vite/post-robot-source.ts makes.
declare module 'flow-remove-types' {
  interface Stripped {
    toString(): string;
    generateMap(): { version: number; sources: string[]; names: string[]; mappings: string; file?: string; sourcesContent?: string[] };
  }
  export default function flowRemoveTypes(source: string, options?: { all?: boolean; pretty?: boolean }): Stripped;
}
