import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { createQuestionSet } from "@/lib/server/question-sets/create-question-set";
import { listQuestionSets } from "@/lib/server/question-sets/list-question-sets";
import { questionOperations } from "@/lib/openapi/operations/questions";

// GET /api/orgs/me/question-sets: the organization's reusable question sets (any role)
export const GET = route(questionOperations.listQuestionSets, {
  handler: async ({ caller }) => json(await listQuestionSets(caller)),
});

// POST /api/orgs/me/question-sets: save a set (admins and recruiters)
export const POST = route(questionOperations.createQuestionSet, {
  handler: async ({ caller, body }) => json({ set: await createQuestionSet(caller, body) }, 201),
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
