import { publicRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { cancelByCandidate } from "@/lib/server/interviews/cancel-by-candidate";
import { interviewOperations } from "@/lib/openapi/operations/interviews";

// POST /api/public/interviews/{token}/cancel: the candidate cancels their interview
export const POST = publicRoute(interviewOperations.cancelCandidateInterview, {
  handler: async ({ params }) => json({ interview: await cancelByCandidate(params.token) }),
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
