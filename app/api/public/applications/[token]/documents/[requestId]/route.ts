import { publicRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { MAX_RESUME_BYTES, SNIFF_BYTES } from "@/lib/files/resume-type";
import { uploadDocument } from "@/lib/server/candidate-page/upload-document";
import { candidatePageOperations } from "@/lib/openapi/operations/candidate-page";

// POST /api/public/applications/{token}/documents/{requestId}: the candidate's file for a requested
// document, as multipart/form-data with a `file` part, checked by its bytes (extension)
export const POST = publicRoute(candidatePageOperations.uploadRequestedDocument, {
  multipart: { fileField: "file", maxFileBytes: MAX_RESUME_BYTES, headBytes: SNIFF_BYTES },
  handler: async ({ params, file }) => json({ request: await uploadDocument(params.token, params.requestId, file ?? null) }),
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
