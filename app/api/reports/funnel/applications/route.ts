import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { otherMethods } from "@/lib/api/methods";
import { listFunnelApplications } from "@/lib/server/analytics/compute-funnel";
import { reportFunnelOperations } from "@/lib/openapi/operations/report-funnel";

// GET /api/reports/funnel/applications: the applications behind a funnel cell or a trend week, paged
export const GET = route(reportFunnelOperations.listReportFunnelApplications, {
  handler: async ({ query }) => json(await listFunnelApplications(query)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
