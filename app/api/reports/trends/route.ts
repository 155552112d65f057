import { route } from "@/lib/api/handler";
import { jsonText } from "@/lib/api/respond";
import { otherMethods } from "@/lib/api/methods";
import { dashboardAnswer } from "@/lib/server/analytics/dashboard-answers";
import { answerHeaders } from "@/lib/server/analytics/answer-cache";
import { periodOf } from "@/lib/server/analytics/compute-funnel";
import { reportFunnelOperations } from "@/lib/openapi/operations/report-funnel";

// GET /api/reports/trends?from=&to=&jobId=&department=&source=: weekly applications, hires, median
// time to hire and offer acceptance, with their samples; an answer kept for a minute, or longer when
// the request's Cache-Control accepts it (docs/decisions/520)
export const GET = route(reportFunnelOperations.getReportTrends, {
  handler: async ({ caller, query, request }) => {
    const filters = { jobId: query.jobId ?? null, department: query.department ?? null, source: query.source ?? null };
    const served = await dashboardAnswer("trends", caller, filters, periodOf(query), request);
    return jsonText(served.body, 200, answerHeaders(served));
  },
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
