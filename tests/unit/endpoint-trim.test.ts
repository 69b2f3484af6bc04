// The widget's build keeps of an endpoint what the widget reads at run time, and every error
// case whole but for its description.
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { endpointTrim } from '../../scripts/vite/endpoint-trim';

const SOURCE = `
import { endpoint } from '../endpoint';
import { Query, Body, Answer } from '../x';
export const SHARED = { status: 403, code: 1000, description: 'shared' };
const ONLY_IN_REFUSED = { ...SHARED, field: 'y' };
const ALSO_KEPT = { status: 409, code: 1000 };
const SPREAD_CASES = { late: { status: 400, code: 1101 } };
export const call = endpoint({
  id: 'call',
  method: 'POST',
  path: '/hotels/{id}/things',
  summary: 'Makes a thing',
  tag: 'Things',
  caller: 'client',
  params: Query,
  query: Query,
  body: Body,
  answer: Answer,
  status: 201,
  errors: { soldOut: { status: [409, 400], code: 1000, error: 'sold_out', field: 'rooms', description: 'gone' }, refused: { ...SHARED, field: 'x' }, again: ONLY_IN_REFUSED, kept: ALSO_KEPT, ...SPREAD_CASES },
});
`;

function transform(code: string, id: string, widgetSource?: string): string | null {
  const plugin = endpointTrim({ widgetSource }) as Plugin & { transform: (code: string, id: string) => { code: string } | null };
  return plugin.transform(code, id)?.code ?? null;
}

describe('endpointTrim', () => {
  it('leaves out inputs, texts and the success status of an endpoint, and keeps its error cases whole', async () => {
    const out = transform(SOURCE, '/repo/contract/endpoints/things.ts')!;
    for (const gone of ["id: 'call'", 'summary', 'tag', 'params', 'query', 'body: Body', 'status: 201', 'description', 'caller']) expect(out, gone).not.toContain(gone);
    for (const kept of ["method: 'POST'", "path: '/hotels/{id}/things'", 'answer: Answer', 'status: [409, 400]', "error: 'sold_out'", "field: 'rooms'", 'status: 403', '...SHARED']) expect(out, kept).toContain(kept);
    expect(out).toContain('export const call = ({');
    // What is left is still a module that parses.
    const { parseAst } = await import('vite');
    expect(() => parseAst(out)).not.toThrow();
  });

  it('leaves out the error cases the widget never names', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(`${tmpdir()}/trim-`);
    writeFileSync(`${dir}/store.ts`, 'if (isFailure(err, call.errors.soldOut) || isFailure(err, call.errors.kept)) show();');
    const out = transform(SOURCE, '/repo/contract/endpoints/things.ts', dir)!;
    expect(out).toContain("error: 'sold_out'");
    expect(out).not.toContain('refused');
    expect(out).not.toContain('...SHARED');
    // A file-level case only a left-out case used goes with it; one still named stays.
    expect(out).not.toContain('ONLY_IN_REFUSED');
    expect(out).toContain('const ALSO_KEPT = { status: 409, code: 1000 }');
    expect(out).toContain('kept: ALSO_KEPT');
    // A constant spread into the cases is used by them: it stays.
    expect(out).toContain('const SPREAD_CASES');
    expect(out).toContain('...SPREAD_CASES');
  });

  it('keeps that a call is public, and leaves out errors no case of which the widget names', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(`${tmpdir()}/trim-`);
    writeFileSync(`${dir}/store.ts`, 'call();');
    // (Without the spread, whose cases could be named anywhere.)
    const out = transform(SOURCE.replace("caller: 'client'", "caller: 'public'").replace(', ...SPREAD_CASES', ''), '/repo/contract/endpoints/things.ts', dir)!;
    expect(out).toContain("caller: 'public'");
    expect(out).not.toContain('errors');
  });

  it('touches no file outside the endpoint table', () => {
    expect(transform(SOURCE, '/repo/contract/search.ts')).toBeNull();
  });
});
