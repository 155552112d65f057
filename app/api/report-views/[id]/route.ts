import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { IdParams } from "@/lib/schemas/common";
import { UpdateReportViewBody } from "@/lib/schemas/funnel";
import { deleteReportView, updateReportView } from "@/lib/server/analytics/report-views";

// PATCH /api/report-views/{id}: rename it, change its query or its weekly e-mail (the caller's own)
export const PATCH = route({
  operation: "updateReportView",
  params: IdParams,
  body: UpdateReportViewBody,
  handler: async ({ caller, params, body }) => json({ view: await updateReportView(caller, params.id, body) }),
});

// DELETE /api/report-views/{id}
export const DELETE = route({
  operation: "deleteReportView",
  params: IdParams,
  handler: async ({ caller, params }) => {
    await deleteReportView(caller, params.id);
    return json({ ok: true });
  },
});

export const { GET, POST, PUT, OPTIONS } = otherMethods({ PATCH, DELETE });
