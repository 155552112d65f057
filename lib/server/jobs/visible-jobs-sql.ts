import type { Caller } from "@/lib/auth/caller";
import { Prisma } from "@/lib/generated/prisma/client";

// The SQL twin of visibleJobsWhere (lib/server/access/visibility.ts) for the hand-written queries
// of the hot list endpoints, over a `jobs` row aliased `j`. Keep both in step: the role-matrix
// tests of endpoints 6 and 7 run through this one.
export function visibleJobsSql(caller: Caller): Prisma.Sql {
  const inOrg = Prisma.sql`j.organization_id = ${caller.orgId}`;
  const reviewing = Prisma.sql`EXISTS (SELECT 1 FROM applications ra JOIN review_requests rr ON rr.application_id = ra.id
    WHERE ra.job_id = j.id AND rr.reviewer_id = ${caller.userId})`;
  switch (caller.role) {
    case "admin":
    case "recruiter":
      return inOrg;
    case "hiring_manager":
      return Prisma.sql`${inOrg} AND (EXISTS (SELECT 1 FROM job_hiring_managers vh WHERE vh.job_id = j.id
        AND vh.user_id = ${caller.userId}) OR ${reviewing})`;
    case "interviewer":
      return Prisma.sql`${inOrg} AND ${reviewing}`;
  }
}
