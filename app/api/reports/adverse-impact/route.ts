import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { otherMethods } from "@/lib/api/methods";
import { getAdverseImpact } from "@/lib/server/eeo/get-adverse-impact";
import { reportOperations } from "@/lib/openapi/operations/reports";

// GET /api/reports/adverse-impact?jobId=[&period=2026-Q3]: selection rates per stage and EEO group
// with their impact ratios, worked out from the EEO report's released counts (reports.eeo)
export const GET = route(reportOperations.getAdverseImpact, {
  handler: async ({ caller, query }) => json(await getAdverseImpact(caller, query)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
