import type { Caller } from "@/lib/auth/caller";
import { sqlRows } from "@/lib/db/sql-rows";
import { NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";
import type { Report, ReportQuery } from "@/lib/schemas/report";
import { reportQuery } from "./report-query";

// Endpoint 18: Postgres computes and serialises the whole report in one round trip from the
// aggregates of decisions 200 and 202; no application row reaches JS. Like the hot list endpoints it
// runs on the plain pool as a named prepared statement (one per range and role shape), so repeated
// reports skip parsing and planning (decisions 053, 055). A `jobId` the caller cannot see is a 404,
// as everywhere else (decision 201).
export async function buildReport(caller: Caller, query: ReportQuery): Promise<Report> {
  if (query.jobId !== undefined && !isStorableId(query.jobId)) throw new NotFound("Job");
  const [row] = await sqlRows<{ report: Report; jobFound: boolean }[]>(reportQuery(caller, query));
  if (query.jobId !== undefined && !row.jobFound) throw new NotFound("Job");
  return row.report;
}
