import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { listRejectionReasons } from "@/lib/server/rejection-reasons/list-rejection-reasons";
import { replaceRejectionReasons } from "@/lib/server/rejection-reasons/replace-rejection-reasons";
import { organizationOperations } from "@/lib/openapi/operations/organization";

// GET /api/orgs/me/rejection-reasons: the organization's list (any role)
export const GET = route(organizationOperations.listRejectionReasons, {
  handler: async ({ caller }) => json(await listRejectionReasons(caller)),
});

// PUT /api/orgs/me/rejection-reasons: replace the list (admins)
export const PUT = route(organizationOperations.replaceRejectionReasons, {
  handler: async ({ caller, body }) => json(await replaceRejectionReasons(caller, body)),
});

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods({ GET, PUT });
