import { invalidatePublicBoard } from "@/lib/cache/public-board";
import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { BadRequest } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { questionSelect, type ReplaceQuestionsBody } from "@/lib/schemas/question";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { lockManagedJob } from "@/lib/server/jobs/lock-managed-job";
import { toQuestion } from "./to-question";

// PUT /api/jobs/{id}/questions (decision 330), for whoever manages the job: the list in the order
// given. An item with an id changes that question (its answers stay with it); one without adds a
// question; a question left out is deleted and its answers keep their label. One audit entry
// names what changed.
export async function replaceJobQuestions(caller: Caller, jobId: number, body: ReplaceQuestionsBody) {
  const result = await db.$transaction(async (tx) => {
    const job = await lockManagedJob(tx, caller, jobId);
    const existing = await tx.jobQuestion.findMany({ where: { jobId }, orderBy: { position: "asc" }, select: questionSelect });
    const byId = new Map(existing.map((q) => [q.id, q]));
    const details = body.questions.flatMap((item, index) =>
      item.id !== undefined && !byId.has(item.id) ? [{ path: `questions.${index}.id`, message: "is not a question of this job" }] : [],
    );
    if (details.length > 0) throw new BadRequest(`Invalid body: ${details.map((d) => `${d.path}: ${d.message}`).join("; ")}`, details);

    const kept = new Set(body.questions.flatMap((q) => (q.id === undefined ? [] : [q.id])));
    const removed = existing.filter((q) => !kept.has(q.id));
    if (removed.length > 0) await tx.jobQuestion.deleteMany({ where: { id: { in: removed.map((q) => q.id) } } });
    const change = { added: [] as string[], changed: [] as string[], removed: removed.map((q) => q.label) };
    // (job_id, position) is checked at commit, so questions may trade places statement by statement
    for (const [position, item] of body.questions.entries()) {
      const { id, ...fields } = item;
      const data = { ...fields, knockout: fields.knockout ?? Prisma.DbNull, position };
      if (id === undefined) {
        await tx.jobQuestion.create({ data: { ...data, organizationId: caller.orgId, jobId } });
        change.added.push(item.label);
        continue;
      }
      await tx.jobQuestion.update({ where: { id }, data });
      const before = toQuestion(byId.get(id)!);
      if (canonical({ ...before, ...fields }) !== canonical(before)) change.changed.push(item.label);
    }
    const order = (ids: number[]) => ids.join(",");
    const reordered = order(existing.filter((q) => kept.has(q.id)).map((q) => q.id)) !== order([...kept]);
    if (reordered || Object.values(change).some((list) => list.length > 0)) {
      await recordAudit(tx, actorOf(caller), {
        organizationId: caller.orgId,
        action: "job.questions_updated",
        targetType: "job",
        targetId: jobId,
        targetLabel: job.title,
        metadata: { jobId, job: job.title, ...Object.fromEntries(Object.entries(change).filter(([, list]) => list.length > 0)), ...(reordered ? { reordered: true } : {}), count: body.questions.length },
      });
    }
    const questions = await tx.jobQuestion.findMany({ where: { jobId }, orderBy: { position: "asc" }, select: questionSelect });
    const { slug } = await tx.organization.findUniqueOrThrow({ where: { id: caller.orgId }, select: { slug: true } });
    return { questions: questions.map(toQuestion), orgSlug: slug };
  });
  // the job's careers page shows the questions
  invalidatePublicBoard(result.orgSlug);
  return { questions: result.questions };
}

// JSON with keys sorted at every level: jsonb gives a knockout's keys back in its own order
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
}
