import { publicRoute } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { candidateRateLimits } from "@/lib/server/public/candidate-rate-limits";
import { requestWithdrawal } from "@/lib/server/withdrawals/request-withdrawal";
import { otherMethods } from "@/lib/api/methods";
import { publicOperations } from "@/lib/openapi/operations/public";

// POST /api/public/orgs/{slug}/jobs/{jobSlug}/withdraw: e-mails a withdrawal link if an application
// matches; the answer is the same either way
export const POST = publicRoute(publicOperations.requestWithdrawal, {
  rateLimits: ({ clientAddress, body }) => candidateRateLimits("withdraw", clientAddress, body.email),
  handler: async ({ params, body }) => {
    await requestWithdrawal(params, body.email);
    return json({ ok: true });
  },
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
