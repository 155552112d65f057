import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { IdParams } from "@/lib/schemas/common";
import { MentionableQuery } from "@/lib/schemas/notification";
import { listMentionable } from "@/lib/server/notifications/list-mentionable";

// GET /api/candidates/{id}/mentionable?q=: colleagues who may see the candidate, to @mention in a note
export const GET = route({
  operation: "listMentionableMembers",
  params: IdParams,
  query: MentionableQuery,
  handler: async ({ caller, params, query }) => json({ members: await listMentionable(caller, params.id, query.q) }),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
