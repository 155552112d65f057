import { publicRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { TokenParams } from "@/lib/schemas/public";
import { cancelByCandidate } from "@/lib/server/interviews/cancel-by-candidate";

// POST /api/public/interviews/{token}/cancel: the candidate cancels their interview
export const POST = publicRoute({
  params: TokenParams,
  handler: async ({ params }) => json({ interview: await cancelByCandidate(params.token) }),
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
