// The widget build keeps of each endpoint (contract/endpoints/) only what the widget reads at run
// time: method, path, caller, answer schema and the error cases' status, code, error and field.
// Its input schemas (the server checks them; the widget is typed by them), its id, summary, tag,
// success status and descriptions (read by the server and the OpenAPI document) are left out of
// the bundle, with the schemas that only they used.
import MagicString from 'magic-string';
import { parseAst, type Plugin } from 'vite';

const LEFT_OUT = new Set(['id', 'params', 'query', 'body', 'summary', 'tag', 'description', 'development', 'status', 'answerKind', 'multipart']);
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

/** The properties to leave out: of objects handed to `endpoint(…)`, and descriptions anywhere. */
function* trimmedProperties(node: Node, inEndpoint: boolean): Generator<Node> {
  if (node.type === 'CallExpression') {
    const callee = node.callee as Node;
    const [arg] = node.arguments as Node[];
    if (callee.type === 'Identifier' && callee.name === 'endpoint' && arg?.type === 'ObjectExpression') {
      yield* trimmedProperties(arg, true);
      return;
    }
  }
  if (node.type === 'ObjectExpression') {
    // Descriptions go from every object of the file (shared error cases too); the rest from endpoints.
    for (const prop of node.properties as Node[]) {
      const key = prop.type === 'Property' ? (prop.key as Node) : undefined;
      const name = key && (key.type === 'Identifier' ? (key.name as string) : key.type === 'Literal' ? String(key.value) : undefined);
      if (name !== undefined && (name === 'description' || (inEndpoint && LEFT_OUT.has(name)))) yield prop;
      else yield* trimmedProperties(prop, inEndpoint);
    }
    return;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'start' || key === 'end') continue;
    if (Array.isArray(value)) for (const v of value) if (isNode(v)) yield* trimmedProperties(v, inEndpoint);
    if (isNode(value)) yield* trimmedProperties(value, inEndpoint);
  }
}

export function endpointTrim(): Plugin {
  return {
    name: 'yadori-endpoint-trim',
    // After TypeScript is stripped: the properties are plain JavaScript by then.
    enforce: 'post',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!ENDPOINT_FILE.test(file)) return null;
      const ast = parseAst(code) as unknown as Node;
      const out = new MagicString(code);
      for (const prop of trimmedProperties(ast, false)) {
        // The property and the comma after it.
        const after = /^\s*,/.exec(code.slice(prop.end));
        out.remove(prop.start, prop.end + (after ? after[0].length : 0));
      }
      return out.hasChanged() ? { code: out.toString(), map: out.generateMap({ hires: true }) } : null;
    },
  };
}
