import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { dashboardResponse } from "@/lib/server/analytics/dashboard-answers";
import { reportOperations } from "@/lib/openapi/operations/reports";

// GET /api/reports/metrics?from=&to=&jobId=: the catalogue's metrics over a period, each with the
// link to its published definition; an answer kept for a minute, or longer when the request's
// Cache-Control accepts it (docs/decisions/520)
export const GET = route(reportOperations.getReportMetrics, {
  handler: ({ caller, query, request }) => dashboardResponse("metrics", caller, { jobId: query.jobId ?? null }, query, request),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
