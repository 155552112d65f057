import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { IdParams } from "@/lib/schemas/common";
import { SubmitInterviewScorecardBody } from "@/lib/schemas/interview-scorecard";
import { getInterviewScorecard } from "@/lib/server/interview-scorecards/get-interview-scorecard";
import { submitInterviewScorecard } from "@/lib/server/interview-scorecards/submit-interview-scorecard";

// GET /api/interviews/{id}/scorecard: the caller's own scorecard for the interview, with its kit
export const GET = route({
  operation: "getInterviewScorecard",
  params: IdParams,
  handler: async ({ caller, params }) => json(await getInterviewScorecard(caller, params.id)),
});

// PUT /api/interviews/{id}/scorecard: a booked interviewer submits or replaces their scorecard
export const PUT = route({
  operation: "submitInterviewScorecard",
  params: IdParams,
  body: SubmitInterviewScorecardBody,
  handler: async ({ caller, params, body }) => json(await submitInterviewScorecard(caller, params.id, body)),
});

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods({ GET, PUT });
