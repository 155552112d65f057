import { z } from "zod";
import { IdString } from "./common";
import { Timestamp } from "./responses/common";

// GET /api/reports/metrics (docs/decisions/487): a period given by its edges, each a date
// (YYYY-MM-DD, midnight UTC) or an instant with its offset; `to` is exclusive. Without them, the
// 90 days up to now.
const Edge = z.union([z.iso.date().transform((d) => new Date(`${d}T00:00:00Z`)), z.iso.datetime({ offset: true }).transform((d) => new Date(d))]);
export const MAX_METRICS_PERIOD_DAYS = 5 * 366;

export const MetricsQuery = z
  .object({
    from: Edge.optional(),
    to: Edge.optional(),
    jobId: IdString.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from < q.to, { message: "must be before `to`", path: ["from"] })
  .refine((q) => !q.from || !q.to || q.to.getTime() - q.from.getTime() <= MAX_METRICS_PERIOD_DAYS * 86_400_000, {
    message: `the period may be at most ${MAX_METRICS_PERIOD_DAYS} days`,
    path: ["from"],
  });
export type MetricsQuery = z.output<typeof MetricsQuery>;

const Breakdown = { value: z.number().nullable(), sampleSize: z.number().int() };
export const MetricValue = z.object({
  key: z.string(),
  name: z.string(),
  definitionUrl: z.string(),
  value: z.number().nullable(),
  unit: z.enum(["days", "ratio", "interviews", "hires"]),
  statistic: z.enum(["median", "mean", "share", "count"]),
  sampleSize: z.number().int(),
  unanswered: z.number().int().optional(),
  byStage: z.array(z.object({ stage: z.string(), ...Breakdown })).optional(),
  bySource: z.array(z.object({ source: z.string(), ...Breakdown })).optional(),
});
export const MetricsResponse = z.object({
  period: z.object({ from: z.string(), to: z.string() }),
  jobId: z.number().int().nullable(),
  metrics: z.array(MetricValue),
});
export type MetricsResponse = z.output<typeof MetricsResponse>;

// GET|DELETE /api/orgs/me/analytics-credentials and POST's answer (docs/decisions/488)
export const AnalyticsLoginResponse = z.object({
  credentials: z.object({ exists: z.boolean(), user: z.string().nullable(), createdAt: Timestamp.nullable() }),
});
export const AnalyticsCredentialsResponse = z.object({
  host: z.string(),
  port: z.number().int(),
  database: z.string(),
  user: z.string(),
  password: z.string(),
});
