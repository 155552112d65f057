import type { Caller } from "@/lib/auth/caller";
import type { Tx } from "@/lib/db";
import { NotFound } from "@/lib/errors";
import { METRICS, metricDefinitionUrl, type MetricDefinition } from "@/lib/analytics/metric-definitions";
import type { MetricsQuery, MetricsResponse } from "@/lib/schemas/metrics";
import { reportJobFoundSql } from "@/lib/server/reports/report-filter";
import { periodOf, snapshot } from "./compute-funnel";

type Row = { value: number | string | null; n: number; unanswered?: number; stage?: string; source?: string; position?: number; total?: number };

// GET /api/reports/metrics: every metric of the catalogue over one period, each computed by the
// statement its definition page shows, as the caller (the policies choose the rows), in one
// read-only snapshot so that the figures agree with each other. Its route declares `reports.view`.
// `tx`: a snapshot the caller already opened (a stored answer's, docs/decisions/520).
export async function computeMetrics(caller: Caller, query: MetricsQuery, tx?: Tx): Promise<MetricsResponse> {
  const { from, to } = periodOf(query);
  const results = await snapshot(async (t) => {
    const [found] = await t.$queryRaw<{ found: boolean }[]>`SELECT ${reportJobFoundSql(caller, query)} AS found`;
    if (!found.found) throw new NotFound("Job");
    const rows: Row[][] = [];
    // one after another: a transaction's statements share its one connection
    for (const metric of METRICS) rows.push(await t.$queryRawUnsafe<Row[]>(metric.sql, from, to, query.jobId ?? null));
    return rows;
  }, tx);
  return {
    period: { from: from.toISOString(), to: to.toISOString() },
    jobId: query.jobId ?? null,
    metrics: METRICS.map((metric, i) => toMetric(metric, results[i])),
  };
}

// days and means to one decimal, shares to three
function rounded(metric: MetricDefinition, value: number | string | null): number | null {
  if (value === null) return null;
  const places = metric.unit === "ratio" || metric.statistic === "share" ? 1000 : 10;
  return Math.round(Number(value) * places) / places;
}

function toMetric(metric: MetricDefinition, rows: Row[]) {
  const base = { key: metric.key, name: metric.name, definitionUrl: metricDefinitionUrl(metric.key), unit: metric.unit, statistic: metric.statistic };
  if (metric.shape === "single") {
    const [row] = rows;
    return { ...base, value: rounded(metric, row.value), sampleSize: row.n, ...(row.unanswered !== undefined ? { unanswered: row.unanswered } : {}) };
  }
  // GROUPING SETS answer the total row (total = 1) beside the groups; with no rows at all there is none
  const total = rows.find((row) => row.total === 1);
  const groups = rows.filter((row) => row.total !== 1);
  if (metric.shape === "byStage") {
    const byStage = groups
      .sort((a, b) => (a.position ?? 0) - (b.position ?? 0) || String(a.stage).localeCompare(String(b.stage)))
      .map((row) => ({ stage: row.stage ?? "", value: rounded(metric, row.value), sampleSize: row.n }));
    return { ...base, value: total ? rounded(metric, total.value) : null, sampleSize: total?.n ?? 0, byStage };
  }
  const hires = total?.n ?? 0;
  const bySource = groups
    .sort((a, b) => b.n - a.n || String(a.source).localeCompare(String(b.source)))
    .map((row) => ({
      source: row.source ?? "unknown",
      // source of hire counts hires: per source its share of them; source quality is a share already
      value: metric.statistic === "count" ? Math.round((row.n / hires) * 1000) / 1000 : rounded(metric, row.value),
      sampleSize: row.n,
    }));
  return { ...base, value: metric.statistic === "count" ? hires : total ? rounded(metric, total.value) : null, sampleSize: hires, bySource };
}
