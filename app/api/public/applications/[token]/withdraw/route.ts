import { publicRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { TokenParams } from "@/lib/schemas/public";
import { withdrawFromPage } from "@/lib/server/candidate-page/withdraw-from-page";

// POST /api/public/applications/{token}/withdraw: the candidate withdraws from their page (extension)
export const POST = publicRoute({
  params: TokenParams,
  handler: async ({ params }) => {
    const { alreadyWithdrawn } = await withdrawFromPage(params.token);
    return json({ ok: true, state: "withdrawn", alreadyWithdrawn });
  },
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
