import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { listJobQuestions } from "@/lib/server/questions/list-job-questions";
import { replaceJobQuestions } from "@/lib/server/questions/replace-job-questions";
import { questionOperations } from "@/lib/openapi/operations/questions";

// GET /api/jobs/{id}/questions: the job's application questions, knockout rules included
export const GET = route(questionOperations.listJobQuestions, {
  handler: async ({ caller, params }) => json(await listJobQuestions(caller, params.id)),
});

// PUT /api/jobs/{id}/questions: replace the list (whoever manages the job)
export const PUT = route(questionOperations.replaceJobQuestions, {
  handler: async ({ caller, params, body }) => json(await replaceJobQuestions(caller, params.id, body)),
});

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods({ GET, PUT });
