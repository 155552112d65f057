import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { otherMethods } from "@/lib/api/methods";
import { MetricsQuery } from "@/lib/schemas/metrics";
import { computeMetrics } from "@/lib/server/analytics/compute-metrics";

// GET /api/reports/metrics?from=&to=&jobId=: the catalogue's metrics over a period, each with the
// link to its published definition
export const GET = route({
  operation: "getReportMetrics",
  query: MetricsQuery,
  handler: async ({ caller, query }) => json(await computeMetrics(caller, query)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
