import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { JobIdParams } from "@/lib/schemas/job";
import { getRatingSummary } from "@/lib/server/applications/get-rating-summary";
import { otherMethods } from "@/lib/api/methods";

// GET /api/jobs/{id}/rating-summary: average score and feedback count per application the caller may score-see (extension)
export const GET = route({
  operation: "getRatingSummary",
  params: JobIdParams,
  handler: async ({ caller, params }) => json({ summaries: await getRatingSummary(caller, params.id) }),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
