import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { ReplaceRejectionReasonsBody } from "@/lib/schemas/rejection-reason";
import { listRejectionReasons } from "@/lib/server/rejection-reasons/list-rejection-reasons";
import { replaceRejectionReasons } from "@/lib/server/rejection-reasons/replace-rejection-reasons";

// GET /api/orgs/me/rejection-reasons: the organization's list (any role)
export const GET = route({
  operation: "listRejectionReasons",
  handler: async ({ caller }) => json(await listRejectionReasons(caller)),
});

// PUT /api/orgs/me/rejection-reasons: replace the list (admins)
export const PUT = route({
  operation: "replaceRejectionReasons",
  body: ReplaceRejectionReasonsBody,
  handler: async ({ caller, body }) => json(await replaceRejectionReasons(caller, body)),
});

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods({ GET, PUT });
