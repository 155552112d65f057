import { db, type Tx } from "@/lib/db";
import { now } from "@/lib/clock";
import { BadRequest, NotFound } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { metricDefinitionUrl } from "@/lib/analytics/metric-definitions";
import { FUNNEL, WEEKLY_TRENDS } from "@/lib/analytics/funnel-definitions";
import type { FunnelApplicationsQuery, FunnelApplicationsResponse, FunnelQuery, FunnelResponse, TrendsQuery, TrendsResponse } from "@/lib/schemas/funnel";
import { page } from "@/lib/api/paging";

const DEFAULT_PERIOD_DAYS = 90;

type Filters = { from?: Date; to?: Date; jobId?: number; department?: string; source?: string };

// The period the query names, or the 90 days up to now; a lone `from` is compared with now here
// (the schema checks a pair), as GET /api/reports/metrics does.
export function periodOf(query: Pick<Filters, "from" | "to">): { from: Date; to: Date } {
  const to = query.to ?? now();
  const from = query.from ?? new Date(to.getTime() - DEFAULT_PERIOD_DAYS * 86_400_000);
  if (from >= to) throw new BadRequest("Invalid query: from must be before to (now, when to is not given)", [{ path: "from", message: "must be before `to`" }]);
  return { from, to };
}

// $1-$5 of every statement in lib/analytics/funnel-definitions.ts
function filterParams(query: Filters, period: { from: Date; to: Date }) {
  return [period.from, period.to, query.jobId ?? null, query.department ?? null, query.source ?? null] as const;
}

const filtersOf = (query: Filters) => ({ jobId: query.jobId ?? null, department: query.department ?? null, source: query.source ?? null });

// A job the caller cannot see is a 404, as in the other reports; a department or source with
// nothing in it is an empty answer.
async function refuseUnseenJob(tx: Tx, query: Filters): Promise<void> {
  if (query.jobId === undefined) return;
  const [found] = await tx.$queryRaw<{ found: boolean }[]>`SELECT EXISTS (SELECT 1 FROM jobs WHERE id = ${query.jobId}) AS found`;
  if (!found.found) throw new NotFound("Job");
}

// Everything here runs as the caller (the request's scope, or the weekly e-mail's owner of the
// view): the policies choose the rows, none is filtered here. One read-only snapshot each, or the
// one `tx` already is (a kept answer's, docs/decisions/520).
export function snapshot<T>(work: (tx: Tx) => Promise<T>, tx?: Tx): Promise<T> {
  if (tx) return work(tx);
  return db.$transaction(work, { isolationLevel: Prisma.TransactionIsolationLevel.RepeatableRead });
}

type FunnelRow = { group_key: string; group_label: string | null; stage: string; position: number; entered: number; passed: number; pass_base: number; entrants: number; first_entrants: number; reached: number };

const share = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 1000);

// GET /api/reports/funnel (its route declares `reports.view`)
export async function computeFunnel(query: FunnelQuery, tx?: Tx): Promise<FunnelResponse> {
  const period = periodOf(query);
  const rows = await snapshot(async (t) => {
    await refuseUnseenJob(t, query);
    return t.$queryRawUnsafe<FunnelRow[]>(FUNNEL.sql, ...filterParams(query, period), query.groupBy);
  }, tx);
  const groups = new Map<string, FunnelRow[]>();
  for (const row of rows) groups.set(row.group_key, [...(groups.get(row.group_key) ?? []), row]);
  return {
    period: { from: period.from.toISOString(), to: period.to.toISOString() },
    groupBy: query.groupBy,
    filters: filtersOf(query),
    definitions: {
      entered: metricDefinitionUrl(FUNNEL.key),
      passed: metricDefinitionUrl(FUNNEL.key),
      passThrough: metricDefinitionUrl("pass_through_rate"),
      conversion: metricDefinitionUrl("stage_conversion"),
    },
    groups: [...groups.values()]
      .map((stages) => {
        const sorted = stages.sort((a, b) => a.position - b.position || a.stage.localeCompare(b.stage));
        // each entrant counts once, at its own job's first stage
        const entrants = sorted.reduce((sum, row) => sum + row.first_entrants, 0);
        return {
          key: query.groupBy === "none" ? null : sorted[0].group_key,
          label: query.groupBy === "none" ? null : sorted[0].group_label,
          entrants,
          stages: sorted.map((row) => ({
            stage: row.stage,
            entered: row.entered,
            passed: row.passed,
            passThrough: share(row.passed, row.pass_base),
            reached: row.reached,
            conversion: share(row.reached, row.entrants),
          })),
        };
      })
      // groups without anything in the period say nothing
      .filter((group) => group.entrants > 0 || group.stages.some((stage) => stage.entered > 0))
      .sort((a, b) => b.entrants - a.entrants || String(a.label ?? a.key).localeCompare(String(b.label ?? b.key))),
  };
}

type TrendRow = { week: string; applications: number; hires: number; time_to_hire: number | null; offer_acceptance: number | string | null; offers_answered: number };

// GET /api/reports/trends
export async function computeTrends(query: TrendsQuery, tx?: Tx): Promise<TrendsResponse> {
  const period = periodOf(query);
  const rows = await snapshot(async (t) => {
    await refuseUnseenJob(t, query);
    return t.$queryRawUnsafe<TrendRow[]>(WEEKLY_TRENDS.sql, ...filterParams(query, period));
  }, tx);
  return {
    period: { from: period.from.toISOString(), to: period.to.toISOString() },
    filters: filtersOf(query),
    definitionUrl: metricDefinitionUrl(WEEKLY_TRENDS.key),
    weeks: rows.map((row) => ({
      week: row.week,
      applications: row.applications,
      hires: row.hires,
      timeToHireDaysMedian: row.time_to_hire === null ? null : Math.round(Number(row.time_to_hire) * 10) / 10,
      offerAcceptanceRate: row.offer_acceptance === null ? null : Math.round(Number(row.offer_acceptance) * 1000) / 1000,
      offersAnswered: row.offers_answered,
    })),
  };
}

type ListedRow = { id: number; candidateId: number; candidateName: string; jobId: number; jobTitle: string; stage: string; status: FunnelApplicationsResponse["applications"][number]["status"]; appliedAt: Date; hiredAt: Date | null };

// GET /api/reports/funnel/applications: the rows behind one figure, by the same common table
// expressions as the figure, so the list's total is the number clicked for every viewer.
export async function listFunnelApplications(query: FunnelApplicationsQuery): Promise<FunnelApplicationsResponse> {
  const period = periodOf(query);
  return snapshot(async (tx) => {
    await refuseUnseenJob(tx, query);
    const list = (limit: number, offset: number) =>
      query.week !== undefined
        ? tx.$queryRawUnsafe<{ id: number; total: number }[]>(WEEKLY_TRENDS.drillDownSql, ...filterParams(query, period), query.week, query.measure, limit, offset)
        : tx.$queryRawUnsafe<{ id: number; total: number }[]>(
            FUNNEL.drillDownSql,
            ...filterParams(query, period),
            query.groupBy,
            query.groupBy === "none" ? null : (query.group ?? null),
            query.stage,
            query.outcome,
            limit,
            offset,
          );
    const ids = await list(query.limit, query.offset);
    // past the last page the window has no row to carry the total: ask for the first one
    const total = ids[0]?.total ?? (query.offset > 0 ? ((await list(1, 0))[0]?.total ?? 0) : 0);
    const order = ids.map((row) => row.id);
    const rows = order.length
      ? await tx.$queryRaw<ListedRow[]>`
          SELECT a.id, a.candidate_id AS "candidateId", a.candidate_name AS "candidateName", a.job_id AS "jobId", j.title AS "jobTitle",
                 s.name AS stage, a.status::text AS status, a.created_at AS "appliedAt", a.hired_at AS "hiredAt"
            FROM applications a JOIN jobs j ON j.id = a.job_id JOIN stages s ON s.id = a.current_stage_id
           WHERE a.id = ANY(${order}::int4[])`
      : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return {
      applications: order.flatMap((id) => {
        const row = byId.get(id);
        return row ? [{ ...row, appliedAt: row.appliedAt.toISOString(), hiredAt: row.hiredAt?.toISOString() ?? null }] : [];
      }),
      page: page(query, total),
    };
  });
}
