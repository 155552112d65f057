import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { deleteQuestionSet } from "@/lib/server/question-sets/delete-question-set";
import { questionOperations } from "@/lib/openapi/operations/questions";

// DELETE /api/orgs/me/question-sets/{id}: remove a set; jobs keep their copies (admins and recruiters)
export const DELETE = route(questionOperations.deleteQuestionSet, {
  handler: async ({ caller, params }) => {
    await deleteQuestionSet(caller, params.id);
    return json({ ok: true });
  },
});

export const { GET, POST, PUT, PATCH, HEAD, OPTIONS } = otherMethods({ DELETE });
