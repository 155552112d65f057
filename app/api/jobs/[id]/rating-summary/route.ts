import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { getRatingSummary } from "@/lib/server/applications/get-rating-summary";
import { otherMethods } from "@/lib/api/methods";
import { jobOperations } from "@/lib/openapi/operations/jobs";

// GET /api/jobs/{id}/rating-summary: average score and feedback count per application the caller may score-see (extension)
export const GET = route(jobOperations.getRatingSummary, {
  handler: async ({ caller, params }) => json({ summaries: await getRatingSummary(caller, params.id) }),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
