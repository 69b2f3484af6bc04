// What a built script holds, for the bench reports: its sources grouped by package (or, for our
// own code, by top folder), each with its share of the script, largest first.

/** The group of a source path: `react-dom`, `@line/liff`, `src/features`, `contract/dates.ts`. */
function groupOf(source: string): string {
  const parts = source.replace(/^\0/, '').replace(/\?.*$/, '').replace(/^(\.\.\/)+/, '').split('/');
  const at = parts.lastIndexOf('node_modules');
  if (at >= 0) return parts.slice(at + 1, at + (parts[at + 1]?.startsWith('@') ? 3 : 2)).join('/');
  return parts.length > 2 ? parts.slice(0, 2).join('/') : parts.join('/');
}

/** "react-dom 57%, zod 23%, …" from (source, weight) pairs: the `most` largest groups. */
export function holdingsOf(weights: Iterable<readonly [string, number]>, most = 4): string {
  const groups = new Map<string, number>();
  for (const [source, weight] of weights) groups.set(groupOf(source), (groups.get(groupOf(source)) ?? 0) + weight);
  const total = [...groups.values()].reduce((a, b) => a + b, 0) || 1;
  return [...groups]
    .sort((a, b) => b[1] - a[1])
    .slice(0, most)
    .map(([name, n]) => `${name} ${Math.round((100 * n) / total)}%`)
    .join(', ');
}
