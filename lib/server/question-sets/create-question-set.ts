import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { Conflict } from "@/lib/errors";
import type { CreateQuestionSetBody } from "@/lib/schemas/question";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { questionSetSelect, toQuestionSet } from "./list-question-sets";

// POST /api/orgs/me/question-sets (`templates.manage`, declared by the route): a new set; its
// questions are stored without ids. A name the organization already uses (any case) is a 409.
export async function createQuestionSet(caller: Caller, body: CreateQuestionSetBody) {
  return db.$transaction(async (tx) => {
    const clash = await tx.questionSet.findFirst({ where: { name: { equals: body.name, mode: "insensitive" } }, select: { id: true } });
    if (clash) throw new Conflict(`A question set named "${body.name}" already exists`);
    const questions = body.questions.map(({ id: _id, ...question }) => question);
    const set = await tx.questionSet.create({ data: { organizationId: caller.orgId, name: body.name, questions }, select: questionSetSelect });
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "question_set.created",
      targetType: "question_set",
      targetId: set.id,
      targetLabel: set.name,
      metadata: { name: set.name, questions: questions.map((q) => q.label) },
    });
    return toQuestionSet(set);
  });
}
