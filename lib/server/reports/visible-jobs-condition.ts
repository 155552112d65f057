import type { Caller } from "@/lib/auth/caller";
import { Prisma } from "@/lib/generated/prisma/client";

// The SQL twin of visibleJobsWhere (lib/server/access/visibility.ts) for raw report queries:
// a condition on a `jobs` row aliased `j`, tenancy included.
export function visibleJobsCondition(caller: Caller): Prisma.Sql {
  const inOrg = Prisma.sql`j.organization_id = ${caller.orgId}`;
  const reviewing = Prisma.sql`j.id IN (
    SELECT ra.job_id FROM review_requests rr JOIN applications ra ON ra.id = rr.application_id
    WHERE rr.reviewer_id = ${caller.userId})`;
  switch (caller.role) {
    case "admin":
    case "recruiter":
      return inOrg;
    case "hiring_manager":
      return Prisma.sql`${inOrg} AND (j.id IN (SELECT h.job_id FROM job_hiring_managers h WHERE h.user_id = ${caller.userId}) OR ${reviewing})`;
    case "interviewer":
      return Prisma.sql`${inOrg} AND ${reviewing}`;
  }
}
