import type { Caller } from "@/lib/auth/caller";
import { Prisma } from "@/lib/generated/prisma/client";

// The SQL twins of visibility.ts for hand-written queries (hot list endpoints, reports).
// Same rules, same place: change one, change the other. tests/visibility-forms.test.ts holds both
// forms to the same rows for every role (decision 213); the role-matrix tests of endpoints 6, 7 and
// 18 run through these.

// A condition on a `jobs` row aliased `j`, tenancy included.
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

// A condition on an `applications` row aliased `a`, tenancy included.
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

// canManageJob of visibility.ts, over an SQL array of the job's hiring manager ids.
export function canManageJobSql(caller: Caller, hiringManagerIds: Prisma.Sql): Prisma.Sql {
  if (caller.role === "admin" || caller.role === "recruiter") return Prisma.sql`true`;
  if (caller.role !== "hiring_manager") return Prisma.sql`false`;
  return Prisma.sql`${caller.userId}::text = ANY(${hiringManagerIds})`;
}
