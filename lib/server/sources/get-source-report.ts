import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { now } from "@/lib/clock";
import { Prisma } from "@/lib/generated/prisma/client";
import { RANGE_DAYS, type ReportRange } from "@/lib/schemas/report";

const DAY_MS = 86_400_000;

// GET /api/reports/sources: applications created in the range per source, how many of them are
// hired now, and the ratio (docs/decisions/343). One grouped statement under the caller's
// policies, so every role counts over the applications it may see, as in the hiring report.
export async function getSourceReport(_caller: Caller, range: ReportRange) {
  const since = range === "all" ? null : new Date(now().getTime() - RANGE_DAYS[range] * DAY_MS);
  const rows = await db.$queryRaw<{ source: string | null; applications: number; hired: number }[]>`
    SELECT a.source, count(*)::int AS applications, count(*) FILTER (WHERE a.status = 'hired')::int AS hired
      FROM applications a
     WHERE ${since ? Prisma.sql`a.created_at >= ${since}` : Prisma.sql`true`}
     GROUP BY a.source
     ORDER BY applications DESC, a.source NULLS LAST`;
  return {
    sources: rows.map((r) => ({ ...r, conversion: r.applications ? Math.round((r.hired / r.applications) * 1000) / 1000 : 0 })),
  };
}
