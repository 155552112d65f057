import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { deleteReportView, updateReportView } from "@/lib/server/analytics/report-views";
import { reportFunnelOperations } from "@/lib/openapi/operations/report-funnel";

// PATCH /api/report-views/{id}: rename it, change its query or its weekly e-mail (the caller's own)
export const PATCH = route(reportFunnelOperations.updateReportView, {
  handler: async ({ caller, params, body }) => json({ view: await updateReportView(caller, params.id, body) }),
});

// DELETE /api/report-views/{id}
export const DELETE = route(reportFunnelOperations.deleteReportView, {
  handler: async ({ caller, params }) => {
    await deleteReportView(caller, params.id);
    return json({ ok: true });
  },
});

export const { GET, POST, PUT, OPTIONS } = otherMethods({ PATCH, DELETE });
