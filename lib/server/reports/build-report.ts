import type { Caller } from "@/lib/auth/caller";
import type { IfNoneMatch } from "@/lib/api/etag";
import { NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";
import type { ReportQuery } from "@/lib/schemas/report";
import { computeAndCacheReport, readCachedReport, reportCacheKey, type ReportAnswer } from "./report-cache";
import { reportQuery } from "./report-query";

// Endpoint 18, as JSON text: Postgres computes and serialises the whole report in one round trip
// from the aggregates of decisions 200 and 202; no application row reaches JS. Like the hot list
// endpoints it runs on the plain pool as a named prepared statement (one per range and role
// shape), so repeated reports skip parsing and planning (decisions 053, 055). The answer is kept
// per organization and request shape until the next audited change or for a minute (decision
// 253), so many people opening the reports page at once cost one computation; a client that
// already holds it (If-None-Match names its tag) gets no body (decision 256). A `jobId` the
// caller cannot see is a 404, as everywhere else (decision 201). Its route declares `reports.view`.
export async function buildReport(caller: Caller, query: ReportQuery, held: IfNoneMatch | null): Promise<ReportAnswer> {
  if (query.jobId !== undefined && !isStorableId(query.jobId)) throw new NotFound("Job");
  const key = reportCacheKey(caller, query);
  const answer =
    (await readCachedReport(key, held)) ??
    (await computeAndCacheReport(caller.orgId, key, reportQuery(caller, query), held));
  if (!answer.jobFound) throw new NotFound("Job");
  return answer;
}
