import { route } from "@/lib/api/handler";
import { jsonText } from "@/lib/api/respond";
import { ReportQuery } from "@/lib/schemas/report";
import { buildReport } from "@/lib/server/reports/build-report";
import { otherMethods } from "@/lib/api/methods";

// GET /api/reports?range=30d|90d|all[&jobId=][&department=]: the hiring report over the jobs the
// caller can see, narrowed to one job or one department when asked (docs/decisions/201); served
// from the organization's report cache while nothing changed (docs/decisions/253)
export const GET = route({
  query: ReportQuery,
  handler: async ({ caller, query }) => jsonText(await buildReport(caller, query)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
