import { publicRoute } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { confirmWithdrawal } from "@/lib/server/withdrawals/confirm-withdrawal";
import { getWithdrawal } from "@/lib/server/withdrawals/get-withdrawal";
import { otherMethods } from "@/lib/api/methods";
import { publicOperations } from "@/lib/openapi/operations/public";

// GET /api/public/withdrawals/{token}: what the link would withdraw, and whether it still can (extension)
export const GET = publicRoute(publicOperations.getWithdrawal, {
  handler: async ({ params }) => json({ withdrawal: (await getWithdrawal(params.token)).withdrawal }),
});

// POST /api/public/withdrawals/{token}: withdraw the application, once (extension)
export const POST = publicRoute(publicOperations.confirmWithdrawal, {
  handler: async ({ params }) => {
    const { alreadyWithdrawn } = await confirmWithdrawal(params.token);
    return json({ ok: true, state: "withdrawn", alreadyWithdrawn });
  },
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
