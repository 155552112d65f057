import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { ReportQuery } from "@/lib/schemas/report";
import { buildReport } from "@/lib/server/reports/build-report";
import { otherMethods } from "@/lib/api/methods";

// GET /api/reports?range=30d|90d|all: the hiring report over the jobs the caller can see
export const GET = route({
  query: ReportQuery,
  handler: async ({ caller, query }) => json(await buildReport(caller, query.range)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
