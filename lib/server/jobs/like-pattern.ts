// The user's text as an ILIKE "contains" pattern: %, _ and \ match literally. Prisma's own
// `contains` does not escape them, so both the Prisma and the SQL filters use this.
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
