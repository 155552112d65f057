import { publicRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { PrivacyRequestBody } from "@/lib/schemas/candidate-page";
import { TokenParams } from "@/lib/schemas/public";
import { requestPrivacy } from "@/lib/server/candidate-page/request-privacy";

// POST /api/public/applications/{token}/privacy-requests: ask for a copy of one's data or its erasure (extension)
export const POST = publicRoute({
  params: TokenParams,
  body: PrivacyRequestBody,
  handler: async ({ params, body }) => {
    await requestPrivacy(params.token, body.kind);
    return json({ ok: true }, 202);
  },
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
