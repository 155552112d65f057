// Entity tags for optimistic concurrency (docs/decisions/153). A
// job's tag is its updatedAt in epoch milliseconds: the database gives every change of the row a
// later stamp than the one before, so the stamp is the row's version.

export function versionTag(updatedAt: Date): string {
  return `"${updatedAt.getTime()}"`;
}

// A precondition header (RFC 9110, 13.1): "*" or a list of entity tags; null when absent.
export type TagCondition = { any: true } | { tags: string[] };

// `weak`: weak comparison (W/"x" names "x", tags returned in their strong form); otherwise strong,
// so a weak tag names nothing.
function readTagCondition(request: Request, name: "if-match" | "if-none-match", weak: boolean): TagCondition | null {
  const header = request.headers.get(name);
  if (header === null) return null;
  if (header.trim() === "*") return { any: true };
  const tags = [...header.matchAll(/(W\/)?("[^"]*")/g)].filter((m) => weak || !m[1]).map((m) => m[2]);
  return { tags };
}

// If-Match (RFC 9110, 13.1.1): strong comparison. Null when absent: no precondition.
export type IfMatch = TagCondition;

export function readIfMatch(request: Request): IfMatch | null {
  return readTagCondition(request, "if-match", false);
}

export function matchesIfMatch(condition: IfMatch, currentTag: string): boolean {
  return "any" in condition || condition.tags.includes(currentTag);
}

// If-None-Match (RFC 9110, 13.1.2): weak comparison.
export type IfNoneMatch = TagCondition;

export function readIfNoneMatch(request: Request): IfNoneMatch | null {
  return readTagCondition(request, "if-none-match", true);
}
