import { can, type Caller } from "@/lib/auth/caller";
import { db, type Tx } from "@/lib/db";
import { sqlRows } from "@/lib/db/sql-rows";
import { now } from "@/lib/clock";
import { Prisma } from "@/lib/generated/prisma/client";
import { logger } from "@/lib/observability/logger";
import { enqueueJobs } from "@/lib/queue/boss";
import { auditSeq } from "@/lib/server/reports/report-cache";
import { snapshot } from "./compute-funnel";
import { ANALYTICS_REFRESH_QUEUE } from "@/lib/queue/queues";

// The analytics dashboards' answers, kept per organization and request shape (docs/decisions/520).
// An answer is current for a minute while nothing was audited in the organization since it was
// computed, as a report is (decision 253); a request from a caller who sees every job that says it
// accepts an older one (`Cache-Control: max-stale=N`, RFC 9111 5.2.1.2, as the reports screen sends)
// gets an answer up to a minute plus N seconds old, for the same filters and a period of the same
// length ending when it was computed, and the queue computes it again for the next request.
export const ANSWER_FRESH_SECONDS = 60;
// the most staleness a request may accept, whatever it asks
export const MAX_STALE_LIMIT_SECONDS = 900;

export type AnalyticsEndpoint = "metrics" | "funnel" | "trends";
export type Period = { from: Date; to: Date };
// what the route sends: the JSON text and, when it came from the store, its age in seconds and
// whether it was still current (else stale, served because the request accepted it)
export type Served = { body: string; ageSeconds: number | null; current?: boolean };

// The staleness a request accepts, in seconds: `max-stale=N` (capped), a bare `max-stale` as the
// cap, anything else none.
export function acceptedStaleness(request: Request): number {
  const header = request.headers.get("cache-control");
  if (!header) return 0;
  for (const directive of header.split(",")) {
    const [name, value] = directive.trim().split("=", 2);
    if (name.toLowerCase() !== "max-stale") continue;
    if (value === undefined) return MAX_STALE_LIMIT_SECONDS;
    const seconds = value.replace(/^"(.*)"$/, "$1");
    return /^\d{1,9}$/.test(seconds) ? Math.min(Number(seconds), MAX_STALE_LIMIT_SECONDS) : 0;
  }
  return 0;
}

// Whose answer it is. A caller who sees every job gets the whole organization's answer, the same
// for everyone with the same permissions, and no change of membership narrows it: it may be served
// stale. Anyone else's depends on their own jobs and reviews, so it is theirs alone and served only
// while current: whatever changes what they may see (a job's hiring managers, a review asked, a
// role) is audited, and the next request computes again, as decision 253 does for the report.
export function answerScope(caller: Pick<Caller, "permissions" | "userId">): { key: string; mayBeStale: boolean } {
  const permissions = [...caller.permissions].sort().join(",");
  return can(caller, "jobs.view_all") ? { key: permissions, mayBeStale: true } : { key: `${caller.userId}:${permissions}`, mayBeStale: false };
}

// The period's length, not its end: a dashboard asks for the 90 days up to now, which moves. The
// filters in a fixed order: the refresh job's copy comes back from jsonb with its keys reordered.
export function answerKey(endpoint: AnalyticsEndpoint, scope: string, filters: Filters, period: Period): string {
  const shape = [filters.jobId ?? null, filters.department ?? null, filters.source ?? null, filters.groupBy ?? null];
  return JSON.stringify([endpoint, scope, ...shape, period.to.getTime() - period.from.getTime()]);
}

// A period that ends within the freshness window of now "ends now": an answer computed up to a
// minute earlier answers it. A period that ended before is answered only by an answer of that period.
function endsNow(period: Period, at: Date): boolean {
  return period.to.getTime() >= at.getTime() - ANSWER_FRESH_SECONDS * 1000;
}

type Stored = { body: string; age: number; current: boolean; claimed: boolean };

// The stored answer a request may be given, in one statement: current (audited nothing since, under
// a minute old, its period's end within a minute of the asked one) or, when the request accepts
// staleness, one at most that much older. A stale answer served also claims its refresh (at most
// one a minute per key), so that one request queues it, not every request that sees it stale.
function storedAnswer(key: string, period: Period, jobId: number | null, staleness: number, at: Date) {
  const sliding = endsNow(period, at);
  const drift = sliding ? ANSWER_FRESH_SECONDS : 0;
  const oldestEnd = new Date(period.to.getTime() - (sliding ? drift + staleness : 0) * 1000);
  const oldestComputed = new Date(at.getTime() - (ANSWER_FRESH_SECONDS + staleness) * 1000);
  return Prisma.sql`
    WITH hit AS (
      SELECT a.body, extract(epoch FROM (${at}::timestamptz - a.computed_at))::float8 AS age,
             (a.audit_seq = ${auditSeq}
              AND a.computed_at > ${at}::timestamptz - make_interval(secs => ${ANSWER_FRESH_SECONDS})
              AND a.period_to >= ${period.to}::timestamptz - make_interval(secs => ${drift})) AS current
        FROM analytics_answers a
       WHERE a.key = ${key}
         AND a.period_to <= ${period.to}::timestamptz AND a.period_to >= ${oldestEnd}::timestamptz
         AND a.computed_at >= ${oldestComputed}::timestamptz
         -- a job deleted since is a 404 again, not its last answer
         AND (${jobId}::int IS NULL OR EXISTS (SELECT 1 FROM jobs j WHERE j.id = ${jobId}::int))),
    claimed AS (
      UPDATE analytics_answers a SET refresh_claimed_at = ${at}::timestamptz
        FROM hit
       WHERE a.key = ${key} AND NOT hit.current AND ${staleness}::int > 0
         AND (a.refresh_claimed_at IS NULL OR a.refresh_claimed_at < ${at}::timestamptz - make_interval(secs => ${ANSWER_FRESH_SECONDS}))
      RETURNING 1)
    SELECT hit.body, hit.age, hit.current, EXISTS (SELECT 1 FROM claimed) AS claimed
      FROM hit
     WHERE hit.current OR ${staleness}::int > 0`;
}

// the filters that shape an answer besides its period, as the route parsed them (JSON: the
// refresh job carries them)
export type Filters = { jobId?: number | null; department?: string | null; source?: string | null; groupBy?: string };
// each dashboard's answer over a period, in the transaction given (one read-only snapshot)
export type Compute = (caller: Caller, filters: Filters, period: Period, tx: Tx) => Promise<unknown>;

export type AnswerRequest = { caller: Caller; endpoint: AnalyticsEndpoint; filters: Filters; period: Period; staleness: number; compute: Compute };

// The answer to a dashboard's request: from the store when it may be, else computed and stored.
export async function answerOf(request: AnswerRequest): Promise<Served> {
  const { caller, filters, period, compute } = request;
  const scope = answerScope(caller);
  const key = answerKey(request.endpoint, scope.key, filters, period);
  const at = now();
  const staleness = scope.mayBeStale ? request.staleness : 0;
  const [stored] = await sqlRows<Stored[]>(storedAnswer(key, period, filters.jobId ?? null, staleness, at));
  if (stored) {
    // the answer is served even when its refresh cannot be queued: the claim lapses after a minute,
    // and the next stale read claims it again
    if (stored.claimed) await queueRefresh(request, endsNow(period, at)).catch((error: unknown) => logger().warn({ component: "analytics-refresh", endpoint: request.endpoint, err: (error as Error).message }, "analytics refresh not queued"));
    return { body: stored.body, ageSeconds: Math.max(0, Math.floor(stored.age)), current: stored.current };
  }
  return { body: await computeAndStore(caller, key, period, (tx) => compute(caller, filters, period, tx)), ageSeconds: null };
}

// Computes in one snapshot whose audit counter is read first, then stores: a change that commits
// meanwhile has a later counter, so the stored answer is not current for the next request. The
// store is a statement of its own (a repeatable-read write would fail against a concurrent refresh);
// an answer never replaces one of a later period or a later counter.
export async function computeAndStore(caller: Pick<Caller, "orgId">, key: string, period: Period, compute: (tx: Tx) => Promise<unknown>): Promise<string> {
  const at = now();
  const { seq, body } = await snapshot(async (tx) => {
    const [row] = await tx.$queryRaw<{ seq: number }[]>`SELECT ${auditSeq}::int AS seq`;
    return { seq: row.seq, body: JSON.stringify(await compute(tx)) };
  });
  await db.$executeRaw`
    INSERT INTO analytics_answers (organization_id, key, period_to, audit_seq, computed_at, body)
    VALUES (${caller.orgId}, ${key}, ${period.to}::timestamptz, ${seq}, ${at}::timestamptz, ${body})
    ON CONFLICT (organization_id, key) DO UPDATE
      SET period_to = excluded.period_to, audit_seq = excluded.audit_seq, computed_at = excluded.computed_at,
          body = excluded.body, refresh_claimed_at = NULL
      WHERE analytics_answers.period_to <= excluded.period_to AND analytics_answers.audit_seq <= excluded.audit_seq`;
  return body;
}

// The refresh runs as the caller who was served the stale answer, with the same filters; a period
// that ended now is computed again up to the refresh's own now (refreshAnalyticsAnswer in
// dashboard-answers.ts).
async function queueRefresh(request: AnswerRequest, sliding: boolean): Promise<void> {
  const { caller, period } = request;
  const data = {
    caller: { orgId: caller.orgId, userId: caller.userId, role: caller.role, name: caller.name, permissions: [...caller.permissions] },
    endpoint: request.endpoint,
    filters: request.filters,
    period: { from: period.from.toISOString(), to: period.to.toISOString() },
    sliding,
  };
  await db.$transaction((tx) => enqueueJobs(tx, [{ name: ANALYTICS_REFRESH_QUEUE, data }]));
}

// Run by the daily retention job: answers nobody asked for again within a day.
export async function pruneAnalyticsAnswers(): Promise<number> {
  return db.$executeRaw`DELETE FROM analytics_answers WHERE computed_at < ${now()}::timestamptz - interval '1 day'`;
}

// When the answer came from the store: `Age` (RFC 9111 5.1), how many seconds ago it was computed,
// and `Cache-Status` (RFC 9211) with the seconds it stays current (`ttl`), negative when it was
// served stale: the screen then says how old its figures are and asks again shortly.
export function answerHeaders(served: Served): Record<string, string> {
  if (served.ageSeconds === null) return {};
  const ttl = served.current ? Math.max(0, ANSWER_FRESH_SECONDS - served.ageSeconds) : -Math.max(1, served.ageSeconds);
  return { Age: String(served.ageSeconds), "Cache-Status": `hiring-analytics; hit; ttl=${ttl}` };
}
