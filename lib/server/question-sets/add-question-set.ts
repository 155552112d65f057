import { invalidatePublicBoard } from "@/lib/cache/public-board";
import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { BadRequest } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { MAX_QUESTIONS, questionSelect } from "@/lib/schemas/question";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { lockManagedJob } from "@/lib/server/jobs/lock-managed-job";
import { toQuestion } from "@/lib/server/questions/to-question";
import { toQuestionSet } from "./list-question-sets";

// POST /api/jobs/{id}/questions/add-set: copies a set's questions after the job's own, for whoever
// manages the job (docs/decisions/332). The copies are the job's: editing the set later changes
// nothing here. A set of another organization is not found (tenancy), so it is a 400 like any
// unknown id in a body.
export async function addQuestionSet(caller: Caller, jobId: number, setId: number) {
  const result = await db.$transaction(async (tx) => {
    const job = await lockManagedJob(tx, caller, jobId);
    const found = await tx.questionSet.findFirst({ where: { id: setId }, select: { id: true, name: true, questions: true } });
    if (!found) throw new BadRequest("Invalid body: setId: is not a question set of this organization", [{ path: "setId", message: "is not a question set of this organization" }]);
    const set = toQuestionSet(found);
    const count = await tx.jobQuestion.count({ where: { jobId } });
    if (count + set.questions.length > MAX_QUESTIONS) {
      const message = `would give the job ${count + set.questions.length} questions; a job asks at most ${MAX_QUESTIONS}`;
      throw new BadRequest(`Invalid body: setId: ${message}`, [{ path: "setId", message }]);
    }
    await tx.jobQuestion.createMany({
      data: set.questions.map((q, i) => ({ ...q, knockout: q.knockout ?? Prisma.DbNull, organizationId: caller.orgId, jobId, position: count + i })),
    });
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "job.questions_updated",
      targetType: "job",
      targetId: jobId,
      targetLabel: job.title,
      metadata: { jobId, job: job.title, added: set.questions.map((q) => q.label), fromSet: set.name, count: count + set.questions.length },
    });
    const questions = await tx.jobQuestion.findMany({ where: { jobId }, orderBy: { position: "asc" }, select: questionSelect });
    const { slug } = await tx.organization.findUniqueOrThrow({ where: { id: caller.orgId }, select: { slug: true } });
    return { questions: questions.map(toQuestion), orgSlug: slug };
  });
  invalidatePublicBoard(result.orgSlug);
  return { questions: result.questions };
}
