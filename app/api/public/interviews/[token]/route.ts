import { publicRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { getCandidateInterview } from "@/lib/server/interviews/get-candidate-interview";
import { interviewOperations } from "@/lib/openapi/operations/interviews";

// GET /api/public/interviews/{token}: the candidate's own interview and the times to move it to
export const GET = publicRoute(interviewOperations.getCandidateInterview, {
  handler: async ({ params, query }) => json(await getCandidateInterview(params.token, query.timeZone)),
});

export const { PUT, POST, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
