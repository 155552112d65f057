import { publicRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { rescheduleByCandidate } from "@/lib/server/interviews/reschedule-by-candidate";
import { interviewOperations } from "@/lib/openapi/operations/interviews";

// POST /api/public/interviews/{token}/reschedule: the candidate moves their interview
export const POST = publicRoute(interviewOperations.rescheduleCandidateInterview, {
  handler: async ({ params, body }) => json({ interview: await rescheduleByCandidate(params.token, body) }),
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
