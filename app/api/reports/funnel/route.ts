import { route } from "@/lib/api/handler";
import { jsonText } from "@/lib/api/respond";
import { otherMethods } from "@/lib/api/methods";
import { dashboardAnswer } from "@/lib/server/analytics/dashboard-answers";
import { answerHeaders } from "@/lib/server/analytics/answer-cache";
import { periodOf } from "@/lib/server/analytics/compute-funnel";
import { reportFunnelOperations } from "@/lib/openapi/operations/report-funnel";

// GET /api/reports/funnel?from=&to=&groupBy=&jobId=&department=&source=: entered, passed,
// pass-through and conversion per stage and group, each column linking its definition; an answer
// kept for a minute, or longer when the request's Cache-Control accepts it (docs/decisions/520)
export const GET = route(reportFunnelOperations.getReportFunnel, {
  handler: async ({ caller, query, request }) => {
    const filters = { jobId: query.jobId ?? null, department: query.department ?? null, source: query.source ?? null, groupBy: query.groupBy };
    const served = await dashboardAnswer("funnel", caller, filters, periodOf(query), request);
    return jsonText(served.body, 200, answerHeaders(served));
  },
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
