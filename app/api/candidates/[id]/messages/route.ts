import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { listMessages } from "@/lib/server/messages/list-messages";
import { MESSAGE_MULTIPART } from "@/lib/server/messages/outgoing-attachments";
import { sendMessage } from "@/lib/server/messages/send-message";
import { messageOperations } from "@/lib/openapi/operations/messages";

// GET /api/candidates/{id}/messages: the conversation with the candidate, oldest first
export const GET = route(messageOperations.listCandidateMessages, {
  handler: async ({ caller, params }) => json(await listMessages(caller, params.id)),
});

// POST /api/candidates/{id}/messages: write to the candidate (now or later), as JSON or as
// multipart/form-data with up to five files `attachments[0]` … `attachments[4]`
export const POST = route(messageOperations.sendCandidateMessage, {
  multipart: MESSAGE_MULTIPART,
  handler: async ({ caller, params, body, file, files }) => json({ message: await sendMessage(caller, params.id, body, [...(file ? [file] : []), ...(files ?? [])]) }, 201),
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
