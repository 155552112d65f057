import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { listMyPendingApprovals } from "@/lib/server/offers/list-approvals";
import { offerOperations } from "@/lib/openapi/operations/offers";

// GET /api/approvals?mine=pending: what waits for the caller's decision now
export const GET = route(offerOperations.listMyPendingApprovals, {
  handler: async ({ caller }) => json(await listMyPendingApprovals(caller)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
