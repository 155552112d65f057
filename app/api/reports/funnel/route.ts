import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { otherMethods } from "@/lib/api/methods";
import { FunnelQuery } from "@/lib/schemas/funnel";
import { computeFunnel } from "@/lib/server/analytics/compute-funnel";

// GET /api/reports/funnel?from=&to=&groupBy=&jobId=&department=&source=: entered, passed,
// pass-through and conversion per stage and group, each column linking its definition
export const GET = route({
  operation: "getReportFunnel",
  query: FunnelQuery,
  handler: async ({ query }) => json(await computeFunnel(query)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
