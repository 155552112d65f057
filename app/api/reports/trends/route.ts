import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { otherMethods } from "@/lib/api/methods";
import { computeTrends } from "@/lib/server/analytics/compute-funnel";
import { reportFunnelOperations } from "@/lib/openapi/operations/report-funnel";

// GET /api/reports/trends?from=&to=&jobId=&department=&source=: weekly applications, hires, median
// time to hire and offer acceptance, with their samples
export const GET = route(reportFunnelOperations.getReportTrends, {
  handler: async ({ query }) => json(await computeTrends(query)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
