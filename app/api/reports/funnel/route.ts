import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { dashboardResponse } from "@/lib/server/analytics/dashboard-answers";
import { reportFunnelOperations } from "@/lib/openapi/operations/report-funnel";

// GET /api/reports/funnel?from=&to=&groupBy=&jobId=&department=&source=: entered, passed,
// pass-through and conversion per stage and group, each column linking its definition; an answer
// kept for a minute, or longer when the request's Cache-Control accepts it (docs/decisions/520)
export const GET = route(reportFunnelOperations.getReportFunnel, {
  handler: ({ caller, query, request }) => {
    const filters = { jobId: query.jobId ?? null, department: query.department ?? null, source: query.source ?? null, groupBy: query.groupBy };
    return dashboardResponse("funnel", caller, filters, query, request);
  },
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
