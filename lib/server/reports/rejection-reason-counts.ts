import { Prisma } from "@/lib/generated/prisma/client";

// The report's `rejectionReasons` (docs/decisions/281): of the applications in `totals` (created in
// the range, visible to the caller) that are now rejected, how many name each reason, most first;
// rejections without a listed reason count under id null. `visible` is the report's condition on
// an `applications` row aliased `a`; the statement's `span s` gives the range. Read from the
// rejected rows of the range through a partial index: O(rejections in the range).
export function rejectionReasonCountsSql(visible: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`(SELECT coalesce(json_agg(json_build_object(
        'id', c.reason_id, 'label', r.label, 'archived', r.archived_at IS NOT NULL, 'count', c.n)
        ORDER BY c.n DESC, r.position NULLS LAST, c.reason_id), '[]'::json)
      FROM (SELECT a.rejection_reason_id AS reason_id, count(*) AS n FROM applications a, span s
            WHERE ${visible} AND a.status = 'rejected' AND a.created_at >= s.start_at AND a.created_at <= s.end_at
            GROUP BY 1) c
      LEFT JOIN rejection_reasons r ON r.id = c.reason_id)`;
}
