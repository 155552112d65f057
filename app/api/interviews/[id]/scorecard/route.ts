import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { getInterviewScorecard } from "@/lib/server/interview-scorecards/get-interview-scorecard";
import { submitInterviewScorecard } from "@/lib/server/interview-scorecards/submit-interview-scorecard";
import { debriefOperations } from "@/lib/openapi/operations/debrief";

// GET /api/interviews/{id}/scorecard: the caller's own scorecard for the interview, with its kit
export const GET = route(debriefOperations.getInterviewScorecard, {
  handler: async ({ caller, params }) => json(await getInterviewScorecard(caller, params.id)),
});

// PUT /api/interviews/{id}/scorecard: a booked interviewer submits or replaces their scorecard
export const PUT = route(debriefOperations.submitInterviewScorecard, {
  handler: async ({ caller, params, body }) => json(await submitInterviewScorecard(caller, params.id, body)),
});

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods({ GET, PUT });
