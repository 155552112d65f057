import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { listDocumentRequests, requestDocument } from "@/lib/server/candidate-page/request-document";
import { candidatePageOperations } from "@/lib/openapi/operations/candidate-page";

// GET /api/applications/{id}/document-requests: the documents asked of the candidate
export const GET = route(candidatePageOperations.listDocumentRequests, {
  handler: async ({ params }) => json({ documentRequests: await listDocumentRequests(params.id) }),
});

// POST /api/applications/{id}/document-requests: ask the candidate for a document
export const POST = route(candidatePageOperations.requestDocument, {
  handler: async ({ caller, params, body }) => json({ documentRequest: await requestDocument(caller, params.id, body.label) }, 201),
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
