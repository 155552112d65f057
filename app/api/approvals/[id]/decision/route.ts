import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { decideApproval } from "@/lib/server/offers/decide-approval";
import { offerOperations } from "@/lib/openapi/operations/offers";

// POST /api/approvals/{id}/decision: approve or reject one's step of an offer's chain
export const POST = route(offerOperations.decideApproval, {
  handler: async ({ caller, params, body }) => json(await decideApproval(caller, params.id, body)),
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
