import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { otherMethods } from "@/lib/api/methods";
import { computeMetrics } from "@/lib/server/analytics/compute-metrics";
import { reportOperations } from "@/lib/openapi/operations/reports";

// GET /api/reports/metrics?from=&to=&jobId=: the catalogue's metrics over a period, each with the
// link to its published definition
export const GET = route(reportOperations.getReportMetrics, {
  handler: async ({ caller, query }) => json(await computeMetrics(caller, query)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
