import { publicRoute } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { TokenParams } from "@/lib/schemas/public";
import { confirmWithdrawal } from "@/lib/server/withdrawals/confirm-withdrawal";
import { getWithdrawal } from "@/lib/server/withdrawals/get-withdrawal";
import { otherMethods } from "@/lib/api/methods";

// GET /api/public/withdrawals/{token}: what the link would withdraw, and whether it still can (extension)
export const GET = publicRoute({
  params: TokenParams,
  handler: async ({ params }) => json({ withdrawal: (await getWithdrawal(params.token)).withdrawal }),
});

// POST /api/public/withdrawals/{token}: withdraw the application, once (extension)
export const POST = publicRoute({
  params: TokenParams,
  handler: async ({ params }) => {
    const { alreadyWithdrawn } = await confirmWithdrawal(params.token);
    return json({ ok: true, state: "withdrawn", alreadyWithdrawn });
  },
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
