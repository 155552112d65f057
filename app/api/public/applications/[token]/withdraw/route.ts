import { publicRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withdrawFromPage } from "@/lib/server/candidate-page/withdraw-from-page";
import { candidatePageOperations } from "@/lib/openapi/operations/candidate-page";

// POST /api/public/applications/{token}/withdraw: the candidate withdraws from their page (extension)
export const POST = publicRoute(candidatePageOperations.withdrawFromCandidatePage, {
  handler: async ({ params }) => {
    const { alreadyWithdrawn } = await withdrawFromPage(params.token);
    return json({ ok: true, state: "withdrawn", alreadyWithdrawn });
  },
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
