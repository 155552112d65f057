import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { dashboardResponse } from "@/lib/server/analytics/dashboard-answers";
import { reportFunnelOperations } from "@/lib/openapi/operations/report-funnel";

// GET /api/reports/trends?from=&to=&jobId=&department=&source=: weekly applications, hires, median
// time to hire and offer acceptance, with their samples; an answer kept for a minute, or longer when
// the request's Cache-Control accepts it (docs/decisions/520)
export const GET = route(reportFunnelOperations.getReportTrends, {
  handler: ({ caller, query, request }) => {
    const filters = { jobId: query.jobId ?? null, department: query.department ?? null, source: query.source ?? null };
    return dashboardResponse("trends", caller, filters, query, request);
  },
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
