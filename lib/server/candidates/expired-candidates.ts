import { Prisma } from "@/lib/generated/prisma/client";

// Candidates the retention sweep erases (docs/decisions/198): not erased yet, with applications,
// every one of which ended (rejected, hired, withdrawn) more than `days` days before `now`.
// `days` is SQL: the organization's setting in the sweep, a proposed value in the preview.
export function expiredCandidatesWhere(days: Prisma.Sql, now: Date): Prisma.Sql {
  return Prisma.sql`
    c.erased_at IS NULL
    AND EXISTS (SELECT 1 FROM applications a WHERE a.candidate_id = c.id)
    AND NOT EXISTS (
      SELECT 1 FROM applications a
      WHERE a.candidate_id = c.id
        AND (a.status = 'active' OR a.closed_at IS NULL OR a.closed_at > ${now}::timestamptz - make_interval(days => ${days})))`;
}
