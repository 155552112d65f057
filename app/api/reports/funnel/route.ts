import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { otherMethods } from "@/lib/api/methods";
import { computeFunnel } from "@/lib/server/analytics/compute-funnel";
import { reportFunnelOperations } from "@/lib/openapi/operations/report-funnel";

// GET /api/reports/funnel?from=&to=&groupBy=&jobId=&department=&source=: entered, passed,
// pass-through and conversion per stage and group, each column linking its definition
export const GET = route(reportFunnelOperations.getReportFunnel, {
  handler: async ({ query }) => json(await computeFunnel(query)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
