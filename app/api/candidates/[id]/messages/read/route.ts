import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { markMessagesRead } from "@/lib/server/messages/list-messages";
import { messageOperations } from "@/lib/openapi/operations/messages";

// POST /api/candidates/{id}/messages/read: the conversation was opened; its replies are read
export const POST = route(messageOperations.markCandidateMessagesRead, {
  handler: async ({ caller, params }) => json(await markMessagesRead(caller, params.id)),
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
