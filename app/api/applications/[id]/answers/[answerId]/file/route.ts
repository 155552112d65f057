import { route } from "@/lib/api/handler";
import { candidateFileResponse } from "@/lib/api/file-response";
import { otherMethods } from "@/lib/api/methods";
import { getAnswerFile } from "@/lib/server/questions/get-answer-file";
import { privacyOperations } from "@/lib/openapi/operations/privacy";

// GET /api/applications/{id}/answers/{answerId}/file: a file question's answer (decision 330)
export const GET = route(privacyOperations.getAnswerFile, {
  handler: async ({ caller, params }) => candidateFileResponse(await getAnswerFile(caller, params.id, params.answerId), "answer"),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
