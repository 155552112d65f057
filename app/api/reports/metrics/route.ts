import { route } from "@/lib/api/handler";
import { jsonText } from "@/lib/api/respond";
import { otherMethods } from "@/lib/api/methods";
import { dashboardAnswer } from "@/lib/server/analytics/dashboard-answers";
import { answerHeaders } from "@/lib/server/analytics/answer-cache";
import { periodOf } from "@/lib/server/analytics/compute-funnel";
import { reportOperations } from "@/lib/openapi/operations/reports";

// GET /api/reports/metrics?from=&to=&jobId=: the catalogue's metrics over a period, each with the
// link to its published definition; an answer kept for a minute, or longer when the request's
// Cache-Control accepts it (docs/decisions/520)
export const GET = route(reportOperations.getReportMetrics, {
  handler: async ({ caller, query, request }) => {
    const served = await dashboardAnswer("metrics", caller, { jobId: query.jobId ?? null }, periodOf(query), request);
    return jsonText(served.body, 200, answerHeaders(served));
  },
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
