import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { createReportView, listReportViews } from "@/lib/server/analytics/report-views";
import { reportFunnelOperations } from "@/lib/openapi/operations/report-funnel";

// GET /api/report-views: the caller's own saved views, by name
export const GET = route(reportFunnelOperations.listReportViews, {
  handler: async () => json({ views: await listReportViews() }),
});

// POST /api/report-views: save a view (at most 50 per person, names unique per person)
export const POST = route(reportFunnelOperations.createReportView, {
  handler: async ({ caller, body }) => json({ view: await createReportView(caller, body) }, 201),
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
