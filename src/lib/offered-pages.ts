// Which of the pages that menus and screens link to this build has: the route table names them
// (src/app/routes.tsx), and a link to a page it lacks is not shown rather than led to a 404.
const offered = new Set<string>();

export function offerPages(paths: readonly string[]): void {
  for (const p of paths) offered.add(p);
}

/** Is there a page at this path (the query and fragment are ignored)? */
export function isOffered(href: string): boolean {
  return offered.has(href.split(/[?#]/)[0]!);
}
