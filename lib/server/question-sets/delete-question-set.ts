import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";

// DELETE /api/orgs/me/question-sets/{id} (`templates.manage`, declared by the route): jobs keep the
// questions they copied from it.
export async function deleteQuestionSet(caller: Caller, id: number): Promise<void> {
  if (!isStorableId(id)) throw new NotFound("Question set");
  await db.$transaction(async (tx) => {
    const set = await tx.questionSet.findFirst({ where: { id }, select: { name: true } });
    if (!set) throw new NotFound("Question set");
    await tx.questionSet.delete({ where: { id } });
    await recordAudit(tx, actorOf(caller), { organizationId: caller.orgId, action: "question_set.deleted", targetType: "question_set", targetId: id, targetLabel: set.name, metadata: { name: set.name } });
  });
}
