import type { Caller } from "@/lib/auth/caller";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ReportQuery } from "@/lib/schemas/report";

// The report's job and department filters (docs/decisions/201) as a condition on a `jobs` row
// aliased `j`, to AND after the visibility condition; Prisma.empty without filters.
export function reportJobFilterSql(query: Pick<ReportQuery, "jobId" | "department">): Prisma.Sql {
  const parts: Prisma.Sql[] = [];
  if (query.jobId !== undefined) parts.push(Prisma.sql`AND j.id = ${query.jobId}`);
  if (query.department !== undefined) parts.push(Prisma.sql`AND j.department = ${query.department}`);
  return parts.length ? Prisma.join(parts, " ") : Prisma.empty;
}

// Whether `jobId` names a job the caller can see (true without one): otherwise the report is a 404.
// The department does not take part: a visible job outside the department is an empty report.
export function reportJobFoundSql(caller: Caller, query: Pick<ReportQuery, "jobId">): Prisma.Sql {
  if (query.jobId === undefined) return Prisma.sql`true`;
  return Prisma.sql`EXISTS (SELECT 1 FROM jobs j WHERE j.id = ${query.jobId})`;
}
