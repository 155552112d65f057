import { Prisma } from "@/lib/generated/prisma/client";
import type { AuditLogQuery } from "@/lib/schemas/audit";

// The text an audit entry is found by (`q`): the actor's name, what the entry is about and the
// action in words, lower-cased. Exactly the expression of the trigram index of migration
// 20261127110100, so the planner can use it.
const SEARCH_TEXT = Prisma.raw(`lower(
  "actor_name" || ' ' || coalesce("metadata"->>'targetLabel', '') || ' ' || coalesce("metadata"->>'name', '') || ' ' ||
  coalesce("metadata"->>'email', '') || ' ' || translate("action", '._', '  ')
)`);

function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

// The date range and text conditions on an `audit_logs` row (unaliased), empty without them:
// `from` inclusive, `to` exclusive, and every word of `q` somewhere in the entry's text.
export function auditSearchConditions(query: Pick<AuditLogQuery, "from" | "to" | "q">): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  if (query.from) conditions.push(Prisma.sql`created_at >= ${query.from}`);
  if (query.to) conditions.push(Prisma.sql`created_at < ${query.to}`);
  const words = (query.q ?? "").toLowerCase().split(/\s+/).filter(Boolean).slice(0, 10);
  for (const word of words) conditions.push(Prisma.sql`${SEARCH_TEXT} LIKE ${`%${likeEscape(word)}%`}`);
  return conditions;
}
