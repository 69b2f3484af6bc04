// The widget build keeps of each endpoint (contract/endpoints/) only what the widget reads at run
// time: method, path, answer schema, whether it is public, and the error cases' status, code, error
// and field.
// Its input schemas (the server checks them; the widget is typed by them), its id, summary, tag,
// success status and descriptions (read by the server and the OpenAPI document) are left out of
// the bundle, with the schemas that only they used. Of the error cases, those no code of the widget
// names (a case's name appears nowhere in its source) are left out too.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import MagicString from 'magic-string';
import { parseAst, type Plugin } from 'vite';

const LEFT_OUT = new Set(['id', 'params', 'query', 'body', 'summary', 'tag', 'description', 'development', 'status', 'answerKind', 'multipart', 'malformed']);
const ENDPOINT_FILE = /[\\/]contract[\\/]endpoints[\\/][^\\/]+\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

function keyName(prop: Node): string | undefined {
  const key = prop.type === 'Property' ? (prop.key as Node) : undefined;
  return key && (key.type === 'Identifier' ? (key.name as string) : key.type === 'Literal' ? String(key.value) : undefined);
}

/**
 * The properties to leave out: those of LEFT_OUT on an object handed to `endpoint(…)` itself, and
 * descriptions anywhere (error cases, nested or shared).
 */
function* trimmedProperties(node: Node, named: ReadonlySet<string> | null, endpointArg = false): Generator<Node> {
  if (node.type === 'CallExpression') {
    const callee = node.callee as Node;
    const [arg] = node.arguments as Node[];
    if (callee.type === 'Identifier' && callee.name === 'endpoint' && arg?.type === 'ObjectExpression') {
      // `endpoint` only gives the object its type: the object itself is what is kept.
      yield callee;
      yield* trimmedProperties(arg, named, true);
      return;
    }
  }
  if (node.type === 'ObjectExpression') {
    for (const prop of node.properties as Node[]) {
      const name = keyName(prop);
      const value = prop.value as Node | undefined;
      if (name === 'description' || (endpointArg && name !== undefined && LEFT_OUT.has(name))) yield prop;
      // Only a public call differs in what it sends (no client session); `client` and the rest do not.
      else if (endpointArg && name === 'caller' && (value as Node | undefined)?.value !== 'public') yield prop;
      else if (endpointArg && name === 'errors' && named && value?.type === 'ObjectExpression') {
        const cases = value.properties as Node[];
        const unnamed = cases.filter((c) => {
          const caseName = keyName(c);
          return caseName !== undefined && !named.has(caseName);
        });
        // No case left that the widget names: the whole property goes.
        if (unnamed.length === cases.length) yield prop;
        else
          for (const errorCase of cases) {
            if (unnamed.includes(errorCase)) yield errorCase;
            else yield* trimmedProperties(errorCase, named);
          }
      } else yield* trimmedProperties(prop, named);
    }
    return;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'start' || key === 'end') continue;
    if (Array.isArray(value)) for (const v of value) if (isNode(v)) yield* trimmedProperties(v, named);
    if (isNode(value)) yield* trimmedProperties(value, named);
  }
}

/** Every word of the widget's source: an error case whose name is not among them is read by nobody. */
function wordsOf(dir: string): Set<string> {
  const words = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(ts|tsx)$/.test(entry.name)) continue;
    for (const word of readFileSync(path.join(entry.parentPath, entry.name), 'utf8').match(/[A-Za-z_$][\w$]*/g) ?? []) words.add(word);
  }
  return words;
}

/** `widgetSource`: the folder of the widget's code, read for the error cases it names. */
export function endpointTrim(options: { widgetSource?: string } = {}): Plugin {
  let named: Set<string> | null = null;
  return {
    name: 'yadori-endpoint-trim',
    // After TypeScript is stripped: the properties are plain JavaScript by then.
    enforce: 'post',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!ENDPOINT_FILE.test(file)) return null;
      if (options.widgetSource) named ??= wordsOf(options.widgetSource);
      const ast = parseAst(code) as unknown as Node;
      const out = new MagicString(code);
      const removed: [number, number][] = [];
      const remove = (start: number, end: number) => {
        // The node and the comma after it.
        const after = /^\s*,/.exec(code.slice(end));
        const to = end + (after ? after[0].length : 0);
        out.remove(start, to);
        removed.push([start, to]);
      };
      for (const prop of trimmedProperties(ast, named)) remove(prop.start, prop.end);
      // A file-level constant that only what was left out used (a shared error case) goes too.
      const locals = (ast.body as Node[]).filter((n) => n.type === 'VariableDeclaration' && (n.declarations as Node[]).length === 1);
      const keptCode = () => {
        let text = code;
        for (const [a, b] of removed) text = text.slice(0, a) + ' '.repeat(b - a) + text.slice(b);
        return text;
      };
      for (let changed = true; changed; ) {
        changed = false;
        for (const decl of locals) {
          if (removed.some(([a, b]) => a <= decl.start && decl.end <= b)) continue;
          const name = ((decl.declarations as Node[])[0]!.id as Node).name as string;
          const kept = keptCode();
          // Uses of the name, not property reads of the same word (`x.name`; a spread `...name` is a use).
          const uses = [...kept.matchAll(new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`, 'g'))].filter(
            (m) => kept[m.index - 1] !== '.' || kept.slice(m.index - 3, m.index) === '...',
          );
          if (uses.length === 1) {
            remove(decl.start, decl.end);
            changed = true;
          }
        }
      }
      return out.hasChanged() ? { code: out.toString(), map: out.generateMap({ hires: true }) } : null;
    },
  };
}
