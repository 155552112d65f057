import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { addQuestionSet } from "@/lib/server/question-sets/add-question-set";
import { questionOperations } from "@/lib/openapi/operations/questions";

// POST /api/jobs/{id}/questions/add-set: copy a question set's questions after the job's own
export const POST = route(questionOperations.addQuestionSet, {
  handler: async ({ caller, params, body }) => json(await addQuestionSet(caller, params.id, body.setId)),
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
