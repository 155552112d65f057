import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { now } from "@/lib/clock";
import { NotFound } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { RANGE_DAYS } from "@/lib/schemas/report";
import type { SourceReportQuery } from "@/lib/schemas/source";
import { reportJobFilterSql, reportJobFoundSql } from "@/lib/server/reports/report-filter";

const DAY_MS = 86_400_000;

// GET /api/reports/sources: applications created in the range per source, how many of them are
// hired now, and the ratio (docs/decisions/343), narrowed like the hiring report to one job or
// department (a job the caller cannot see is a 404). One grouped statement under the caller's
// policies, so every role counts over the applications it may see. Its route declares `reports.view`.
export async function getSourceReport(caller: Caller, query: SourceReportQuery) {
  const since = query.range === "all" ? null : new Date(now().getTime() - RANGE_DAYS[query.range] * DAY_MS);
  const [found] = await db.$queryRaw<{ found: boolean }[]>`SELECT ${reportJobFoundSql(caller, query)} AS found`;
  if (!found.found) throw new NotFound("Job");
  const rows = await db.$queryRaw<{ source: string | null; applications: number; hired: number }[]>`
    SELECT a.source, count(*)::int AS applications, count(*) FILTER (WHERE a.status = 'hired')::int AS hired
      FROM applications a JOIN jobs j ON j.id = a.job_id
     WHERE ${since ? Prisma.sql`a.created_at >= ${since}` : Prisma.sql`true`} ${reportJobFilterSql(query)}
     GROUP BY a.source
     ORDER BY applications DESC, a.source NULLS LAST`;
  return {
    sources: rows.map((r) => ({ ...r, conversion: r.applications ? Math.round((r.hired / r.applications) * 1000) / 1000 : 0 })),
  };
}
