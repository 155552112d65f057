import type { Caller } from "@/lib/auth/caller";
import { withCaller } from "@/lib/db/caller-scope";
import { now } from "@/lib/clock";
import { HttpError } from "@/lib/errors";
import { logger } from "@/lib/observability/logger";
import type { FunnelQuery, GroupBy } from "@/lib/schemas/funnel";
import { jsonText } from "@/lib/api/respond";
import { acceptedStaleness, answerHeaders, answerKey, answerOf, answerScope, computeAndStore, type AnalyticsEndpoint, type Compute, type Filters } from "./answer-cache";
import { computeFunnel, computeTrends, periodOf } from "./compute-funnel";
import { computeMetrics } from "./compute-metrics";

const some = <T>(value: T | null | undefined) => value ?? undefined;

// The three dashboards whose answers are kept (docs/decisions/520): each computes its answer from
// the filters and the period, as its route would.
const DASHBOARDS: Record<AnalyticsEndpoint, Compute> = {
  metrics: (caller, filters, period, tx) => computeMetrics(caller, { jobId: some(filters.jobId), ...period }, tx),
  funnel: (_caller, filters, period, tx) =>
    computeFunnel({ jobId: some(filters.jobId), department: some(filters.department), source: some(filters.source), groupBy: (filters.groupBy ?? "none") as GroupBy, ...period } satisfies FunnelQuery, tx),
  trends: (_caller, filters, period, tx) => computeTrends({ jobId: some(filters.jobId), department: some(filters.department), source: some(filters.source), ...period }, tx),
};

// A dashboard route's response over the query's period: the answer stored or computed, as the
// request's Cache-Control accepts, with `Age` and `Cache-Status` when it was stored.
export async function dashboardResponse(endpoint: AnalyticsEndpoint, caller: Caller, filters: Filters, query: { from?: Date; to?: Date }, request: Request): Promise<Response> {
  const served = await answerOf({ caller, endpoint, filters, period: periodOf(query), staleness: acceptedStaleness(request), compute: DASHBOARDS[endpoint] });
  return jsonText(served.body, 200, answerHeaders(served));
}

export type RefreshJob = {
  // as the queue's payload carries it: permissions as the caller held them when served
  caller: { orgId: number; userId: string; role: string; name: string; permissions: string[] };
  endpoint: AnalyticsEndpoint;
  filters: Filters;
  period: { from: string; to: string };
  sliding: boolean;
};

// The `analytics-refresh` queue's job: the answer a request was served stale, computed again as the
// caller who was served it and stored, so that the next request finds it current. A period that
// ended "now" ends at the job's now (or the end asked, when that is later); one that ended before
// is the same period.
export async function refreshAnalyticsAnswer(job: RefreshJob): Promise<void> {
  // acting for the member as the request did; no credential of theirs is used or counted
  const caller = { ...job.caller, permissions: job.caller.permissions as Caller["permissions"], credential: { kind: "session", id: "" } } satisfies Caller;
  const scope = answerScope(caller);
  if (!scope.mayBeStale) return;
  const asked = { from: new Date(job.period.from), to: new Date(job.period.to) };
  // the reports screen asks up to the next whole minute: never end before the period it was served
  const to = job.sliding ? new Date(Math.max(now().getTime(), asked.to.getTime())) : asked.to;
  const period = { from: new Date(to.getTime() - (asked.to.getTime() - asked.from.getTime())), to };
  const key = answerKey(job.endpoint, scope.key, job.filters, asked);
  try {
    await withCaller(caller, () => computeAndStore(caller, key, period, (tx) => DASHBOARDS[job.endpoint](caller, job.filters, period, tx)));
  } catch (error) {
    // a job deleted since, a filter refused: nothing to refresh, and trying again changes nothing
    if (!(error instanceof HttpError)) throw error;
    logger().info({ component: "analytics-refresh", endpoint: job.endpoint, status: error.status }, "analytics answer not refreshed");
  }
}
