import { publicRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { requestPrivacy } from "@/lib/server/candidate-page/request-privacy";
import { candidatePageOperations } from "@/lib/openapi/operations/candidate-page";

// POST /api/public/applications/{token}/privacy-requests: ask for a copy of one's data or its erasure (extension)
export const POST = publicRoute(candidatePageOperations.requestPrivacyFromCandidatePage, {
  handler: async ({ params, body }) => {
    await requestPrivacy(params.token, body.kind);
    return json({ ok: true }, 202);
  },
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
