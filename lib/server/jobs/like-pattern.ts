// A case-insensitive "contains" filter that treats %, _ and \ in the user's text literally
// (Prisma passes the value into ILIKE without escaping wildcards).
export function containsText(text: string) {
  return { contains: text.replace(/[\\%_]/g, (c) => `\\${c}`), mode: "insensitive" as const };
}
