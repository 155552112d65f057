import { Prisma } from "@/lib/generated/prisma/client";

// The ids of the candidates that the retention sweep erases (docs/decisions 198, 258): not erased
// yet, with applications, every one of which ended (rejected, hired, withdrawn) more than `days`
// days before `now`. Run in an organization's scope (the policies keep it to that organization):
// the caller's in the preview, each organization's in the sweep. It starts from the
// applications that ended before the cut-off (index on organization and closed_at), so it reads
// what it finds, not every candidate of the organization; a candidate with such an application
// and none still active or ended later is one whose applications all ended before it.
export function expiredCandidateIdsSql(days: number, now: Date): Prisma.Sql {
  const cutoff = Prisma.sql`(${now}::timestamptz - make_interval(days => ${days}::int))`;
  return Prisma.sql`
    SELECT DISTINCT ended.candidate_id AS id
      FROM applications ended JOIN candidates c ON c.id = ended.candidate_id
     WHERE ended.closed_at <= ${cutoff} AND ended.status <> 'active'
       AND c.erased_at IS NULL
       AND NOT EXISTS (
         SELECT 1 FROM applications a
          WHERE a.candidate_id = ended.candidate_id
            AND (a.status = 'active' OR a.closed_at IS NULL OR a.closed_at > ${cutoff}))`;
}
