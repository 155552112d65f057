import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { listMentionable } from "@/lib/server/notifications/list-mentionable";
import { notificationOperations } from "@/lib/openapi/operations/notifications";

// GET /api/candidates/{id}/mentionable?q=: colleagues who may see the candidate, to @mention in a note
export const GET = route(notificationOperations.listMentionableMembers, {
  handler: async ({ caller, params, query }) => json({ members: await listMentionable(caller, params.id, query.q) }),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
