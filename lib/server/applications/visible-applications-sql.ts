import type { Caller } from "@/lib/auth/caller";
import { Prisma } from "@/lib/generated/prisma/client";

// The SQL twin of visibleApplicationsWhere (lib/server/access/visibility.ts) for hand-written
// queries over an `applications` row aliased `a`. Keep both in step.
export function visibleApplicationsSql(caller: Caller): Prisma.Sql {
  const inOrg = Prisma.sql`a.organization_id = ${caller.orgId}`;
  const reviewing = Prisma.sql`EXISTS (SELECT 1 FROM review_requests rr WHERE rr.application_id = a.id AND rr.reviewer_id = ${caller.userId})`;
  switch (caller.role) {
    case "admin":
    case "recruiter":
      return inOrg;
    case "hiring_manager":
      return Prisma.sql`${inOrg} AND (EXISTS (SELECT 1 FROM job_hiring_managers vh WHERE vh.job_id = a.job_id
        AND vh.user_id = ${caller.userId}) OR ${reviewing})`;
    case "interviewer":
      return Prisma.sql`${inOrg} AND ${reviewing}`;
  }
}
