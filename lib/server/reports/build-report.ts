import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import type { Report, ReportRange } from "@/lib/schemas/report";
import { reportQuery } from "./report-query";

// Endpoint 18: Postgres computes and serialises the whole report in one round trip; no
// application row reaches JS.
export async function buildReport(caller: Caller, range: ReportRange): Promise<Report> {
  const rows = await db.$queryRaw<{ report: Report }[]>(reportQuery(caller, range));
  return rows[0].report;
}
