import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { otherMethods } from "@/lib/api/methods";
import { getSourceReport } from "@/lib/server/sources/get-source-report";
import { reportOperations } from "@/lib/openapi/operations/reports";

// GET /api/reports/sources?range=30d|90d|all[&jobId=][&department=]: applications, hires and
// conversion by source
export const GET = route(reportOperations.getSourceReport, {
  handler: async ({ caller, query }) => json(await getSourceReport(caller, query)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
