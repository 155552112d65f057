import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { CreateReportViewBody } from "@/lib/schemas/funnel";
import { createReportView, listReportViews } from "@/lib/server/analytics/report-views";

// GET /api/report-views: the caller's own saved views, by name
export const GET = route({
  operation: "listReportViews",
  handler: async () => json({ views: await listReportViews() }),
});

// POST /api/report-views: save a view (at most 50 per person, names unique per person)
export const POST = route({
  operation: "createReportView",
  body: CreateReportViewBody,
  handler: async ({ caller, body }) => json({ view: await createReportView(caller, body) }, 201),
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
