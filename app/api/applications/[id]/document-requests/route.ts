import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { DocumentRequestBody } from "@/lib/schemas/candidate-page";
import { IdParams } from "@/lib/schemas/common";
import { listDocumentRequests, requestDocument } from "@/lib/server/candidate-page/request-document";

// GET /api/applications/{id}/document-requests: the documents asked of the candidate
export const GET = route({
  operation: "listDocumentRequests",
  params: IdParams,
  handler: async ({ params }) => json({ documentRequests: await listDocumentRequests(params.id) }),
});

// POST /api/applications/{id}/document-requests: ask the candidate for a document
export const POST = route({
  operation: "requestDocument",
  params: IdParams,
  body: DocumentRequestBody,
  handler: async ({ caller, params, body }) => json({ documentRequest: await requestDocument(caller, params.id, body.label) }, 201),
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
