import { route } from "@/lib/api/handler";
import { candidateFileResponse } from "@/lib/api/file-response";
import { otherMethods } from "@/lib/api/methods";
import { getDocumentFile } from "@/lib/server/candidate-page/get-document-file";
import { candidatePageOperations } from "@/lib/openapi/operations/candidate-page";

// GET /api/applications/{id}/document-requests/{requestId}/file: the document the candidate sent
export const GET = route(candidatePageOperations.getRequestedDocument, {
  handler: async ({ params }) => candidateFileResponse(await getDocumentFile(params.id, params.requestId), "document"),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
