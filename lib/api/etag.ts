// Entity tags for optimistic concurrency (DECISIONS.md, Integrations; docs/decisions/153). A
// job's tag is its updatedAt in epoch milliseconds: the database gives every change of the row a
// later stamp than the one before, so the stamp is the row's version.

export function versionTag(updatedAt: Date): string {
  return `"${updatedAt.getTime()}"`;
}

// If-Match (RFC 9110, 13.1.1): "*" or a list of entity tags. Strong comparison, so a weak tag
// (W/"...") never matches. Null when the header is absent: no precondition.
export type IfMatch = { any: true } | { tags: string[] };

export function readIfMatch(request: Request): IfMatch | null {
  const header = request.headers.get("if-match");
  if (header === null) return null;
  if (header.trim() === "*") return { any: true };
  const tags = [...header.matchAll(/(W\/)?"[^"]*"/g)].filter((m) => !m[1]).map((m) => m[0]);
  return { tags };
}

export function matchesIfMatch(condition: IfMatch, currentTag: string): boolean {
  return "any" in condition || condition.tags.includes(currentTag);
}

// If-None-Match (RFC 9110, 13.1.2): "*" or a list of entity tags, compared weakly (W/"x" matches
// "x"); the tags are returned in their strong form. Null when the header is absent.
export type IfNoneMatch = { any: true } | { tags: string[] };

export function readIfNoneMatch(request: Request): IfNoneMatch | null {
  const header = request.headers.get("if-none-match");
  if (header === null) return null;
  if (header.trim() === "*") return { any: true };
  return { tags: [...header.matchAll(/(?:W\/)?("[^"]*")/g)].map((m) => m[1]) };
}
