import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { getApprovalChain, replaceApprovalChain } from "@/lib/server/offers/approval-chain";
import { offerOperations } from "@/lib/openapi/operations/offers";

// GET /api/orgs/me/approval-chains/{kind}: who approves offers (kind "offer") or jobs ("job")
export const GET = route(offerOperations.getApprovalChain, {
  handler: async ({ caller, params }) => json(await getApprovalChain(caller, params.kind)),
});

// PUT /api/orgs/me/approval-chains/{kind}: the whole chain (admins)
export const PUT = route(offerOperations.replaceApprovalChain, {
  handler: async ({ caller, params, body }) => json(await replaceApprovalChain(caller, params.kind, body)),
});

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods({ GET, PUT });
