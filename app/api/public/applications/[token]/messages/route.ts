import { publicRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { CandidateReplyBody } from "@/lib/schemas/candidate-page";
import { TokenParams } from "@/lib/schemas/public";
import { replyFromPage } from "@/lib/server/candidate-page/reply-from-page";

// POST /api/public/applications/{token}/messages: the candidate answers from their page, as by e-mail (extension)
export const POST = publicRoute({
  params: TokenParams,
  body: CandidateReplyBody,
  handler: async ({ params, body }) => json({ message: await replyFromPage(params.token, body.bodyText) }, 201),
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
