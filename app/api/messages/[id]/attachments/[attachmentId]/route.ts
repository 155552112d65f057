import { route } from "@/lib/api/handler";
import { candidateFileResponse } from "@/lib/api/file-response";
import { otherMethods } from "@/lib/api/methods";
import { getMessageAttachment } from "@/lib/server/messages/get-attachment";
import { messageOperations } from "@/lib/openapi/operations/messages";

// GET /api/messages/{id}/attachments/{attachmentId}: a file a candidate sent with a reply (decision 401)
export const GET = route(messageOperations.getMessageAttachment, {
  handler: async ({ caller, params }) => candidateFileResponse(await getMessageAttachment(caller, params.id, params.attachmentId), "attachment"),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
