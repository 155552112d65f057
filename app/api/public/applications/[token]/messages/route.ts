import { publicRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { replyFromPage } from "@/lib/server/candidate-page/reply-from-page";
import { candidatePageOperations } from "@/lib/openapi/operations/candidate-page";

// POST /api/public/applications/{token}/messages: the candidate answers from their page, as by e-mail (extension)
export const POST = publicRoute(candidatePageOperations.replyFromCandidatePage, {
  handler: async ({ params, body }) => json({ message: await replyFromPage(params.token, body.bodyText) }, 201),
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
