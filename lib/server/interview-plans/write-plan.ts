import type { Tx } from "@/lib/db";
import { BadRequest, type ErrorDetail } from "@/lib/errors";
import type { InterviewPlanBody, PlanInterviewInput } from "@/lib/schemas/interview-plan";
import { readPlan, type Plan } from "./read-plan";

export type PlanChange = { plan: Plan; counts: { interviews: number; questions: number; attributes: number; archived: number; deleted: number } };

type Existing = { id: number; questions: { id: number }[]; attributes: { id: number }[] };

// Replaces a job's plan with `input` inside the caller's transaction, the job already locked
// (lockManagedJob). Items sent with an id keep it and must be this job's active ones (400); what is
// left out is deleted, or archived when an interview, a rating or an answer references it, so that
// scorecards keep the kit they were written against (docs/decisions/486).
export async function writePlan(tx: Tx, jobId: number, input: InterviewPlanBody["stages"]): Promise<PlanChange> {
  const stages = await tx.stage.findMany({ where: { jobId }, select: { id: true } });
  const stageIds = new Set(stages.map((s) => s.id));
  const existing = await tx.interviewPlanInterview.findMany({
    where: { jobId, archivedAt: null },
    select: { id: true, questions: { where: { archivedAt: null }, select: { id: true } }, attributes: { where: { archivedAt: null }, select: { id: true } } },
  });
  const byId = new Map<number, Existing>(existing.map((e) => [e.id, e]));

  const problems: ErrorDetail[] = [];
  input.forEach((stage, s) => {
    if (!stageIds.has(stage.stageId)) problems.push({ path: `stages.${s}.stageId`, message: "is not a stage of this job" });
    stage.interviews.forEach((interview, i) => {
      const at = `stages.${s}.interviews.${i}`;
      const known = interview.id === undefined ? undefined : byId.get(interview.id);
      if (interview.id !== undefined && !known) problems.push({ path: `${at}.id`, message: "is not a planned interview of this job" });
      const questionIds = new Set(known?.questions.map((q) => q.id));
      const attributeIds = new Set(known?.attributes.map((a) => a.id));
      interview.kit.questions.forEach((q, k) => {
        if (q.id !== undefined && !questionIds.has(q.id)) problems.push({ path: `${at}.kit.questions.${k}.id`, message: "is not a question of this interview's kit" });
      });
      interview.kit.attributes.forEach((a, k) => {
        if (a.id !== undefined && !attributeIds.has(a.id)) problems.push({ path: `${at}.kit.attributes.${k}.id`, message: "is not a focus attribute of this interview's kit" });
      });
    });
  });
  problems.push(...(await unknownPoolMembers(tx, input)));
  if (problems.length > 0) throw new BadRequest("Invalid body: the plan names something that is not this job's", problems);

  // what leaves the plan: whole interviews, and questions and attributes of the interviews it keeps
  const sent = input.flatMap((stage) => stage.interviews);
  const keptIds = new Set(sent.flatMap((i) => (i.id === undefined ? [] : [i.id])));
  const sentQuestions = new Set(sent.flatMap((i) => i.kit.questions.flatMap((q) => (q.id === undefined ? [] : [q.id]))));
  const sentAttributes = new Set(sent.flatMap((i) => i.kit.attributes.flatMap((a) => (a.id === undefined ? [] : [a.id]))));
  const goneInterviews = existing.filter((e) => !keptIds.has(e.id));
  const kept = existing.filter((e) => keptIds.has(e.id));
  const goneQuestions = kept.flatMap((e) => e.questions.filter((q) => !sentQuestions.has(q.id)).map((q) => q.id));
  const goneAttributes = kept.flatMap((e) => e.attributes.filter((a) => !sentAttributes.has(a.id)).map((a) => a.id));

  // a gone interview is in use when it was booked or when its kit (archived items too) was scored
  const inUse = await itemsInUse(tx, goneInterviews.map((e) => e.id), goneQuestions, goneAttributes);
  const archive = { interviews: [] as number[], questions: [] as number[], attributes: [] as number[] };
  const remove = { interviews: [] as number[], questions: [] as number[], attributes: [] as number[] };
  for (const e of goneInterviews) {
    (inUse.interview.has(e.id) ? archive : remove).interviews.push(e.id);
  }
  for (const id of goneQuestions) (inUse.question.has(id) ? archive : remove).questions.push(id);
  for (const id of goneAttributes) (inUse.attribute.has(id) ? archive : remove).attributes.push(id);

  // one moment for everything this change archives (the transaction's start, as now() reads it)
  const [{ at }] = await tx.$queryRaw<{ at: Date }[]>`SELECT now() AS at`;
  if (archive.interviews.length) await tx.interviewPlanInterview.updateMany({ where: { id: { in: archive.interviews } }, data: { archivedAt: at } });
  if (archive.questions.length) await tx.interviewKitQuestion.updateMany({ where: { id: { in: archive.questions } }, data: { archivedAt: at } });
  if (archive.attributes.length) await tx.interviewKitAttribute.updateMany({ where: { id: { in: archive.attributes } }, data: { archivedAt: at } });
  if (remove.interviews.length) await tx.interviewPlanInterview.deleteMany({ where: { id: { in: remove.interviews } } });
  if (remove.questions.length) await tx.interviewKitQuestion.deleteMany({ where: { id: { in: remove.questions } } });
  if (remove.attributes.length) await tx.interviewKitAttribute.deleteMany({ where: { id: { in: remove.attributes } } });
  // Kept attributes step out of the unique index on their names while they are renamed, so that
  // two attributes may swap names in one save; they are active again below.
  if (sentAttributes.size) await tx.interviewKitAttribute.updateMany({ where: { id: { in: [...sentAttributes] } }, data: { archivedAt: at } });

  for (const stage of input) {
    for (const [position, interview] of stage.interviews.entries()) {
      await writeInterview(tx, jobId, stage.stageId, position, interview);
    }
  }
  return {
    plan: await readPlan(tx, jobId),
    counts: {
      interviews: sent.length,
      questions: sent.reduce((n, i) => n + i.kit.questions.length, 0),
      attributes: sent.reduce((n, i) => n + i.kit.attributes.length, 0),
      archived: archive.interviews.length + archive.questions.length + archive.attributes.length,
      deleted: remove.interviews.length + remove.questions.length + remove.attributes.length,
    },
  };
}

async function writeInterview(tx: Tx, jobId: number, stageId: number, position: number, interview: PlanInterviewInput) {
  const data = { stageId, name: interview.name, durationMinutes: interview.durationMinutes, position };
  const id =
    interview.id === undefined
      ? (await tx.interviewPlanInterview.create({ data: { jobId, ...data }, select: { id: true } })).id
      : (await tx.interviewPlanInterview.update({ where: { id: interview.id }, data, select: { id: true } })).id;
  const { organizationId } = await tx.interviewPlanInterview.findUniqueOrThrow({ where: { id }, select: { organizationId: true } });
  // the pool is a set: nothing references its rows, so it is written anew
  await tx.interviewPlanPoolMember.deleteMany({ where: { planInterviewId: id } });
  if (interview.interviewerPool.length) {
    await tx.interviewPlanPoolMember.createMany({ data: interview.interviewerPool.map((userId) => ({ planInterviewId: id, userId, organizationId })) });
  }
  for (const [k, q] of interview.kit.questions.entries()) {
    const fields = { text: q.text, guidance: q.guidance, position: k };
    if (q.id === undefined) await tx.interviewKitQuestion.create({ data: { planInterviewId: id, organizationId, ...fields } });
    else await tx.interviewKitQuestion.update({ where: { id: q.id }, data: fields });
  }
  for (const [k, a] of interview.kit.attributes.entries()) {
    if (a.id === undefined) await tx.interviewKitAttribute.create({ data: { planInterviewId: id, organizationId, name: a.name, position: k } });
    else await tx.interviewKitAttribute.update({ where: { id: a.id }, data: { name: a.name, position: k, archivedAt: null } });
  }
}

// Pool members must be active members of the caller's organization: a 400 names each one that is not
async function unknownPoolMembers(tx: Tx, input: InterviewPlanBody["stages"]): Promise<ErrorDetail[]> {
  const ids = [...new Set(input.flatMap((stage) => stage.interviews.flatMap((i) => i.interviewerPool)))];
  if (ids.length === 0) return [];
  const found = await tx.user.findMany({ where: { id: { in: ids }, deactivatedAt: null, removedAt: null }, select: { id: true } });
  const active = new Set(found.map((u) => u.id));
  return input.flatMap((stage, s) =>
    stage.interviews.flatMap((interview, i) =>
      interview.interviewerPool.flatMap((userId, k) => (active.has(userId) ? [] : [{ path: `stages.${s}.interviews.${i}.interviewerPool.${k}`, message: `${userId} is not an active member of the organization` }])),
    ),
  );
}

// interview_plan_items_in_use() sees every reference, past the scorecards' blind rule
async function itemsInUse(tx: Tx, interviews: number[], questions: number[], attributes: number[]) {
  const sets = { interview: new Set<number>(), question: new Set<number>(), attribute: new Set<number>() };
  if (interviews.length + questions.length + attributes.length === 0) return sets;
  const rows = await tx.$queryRaw<{ kind: keyof typeof sets; id: number }[]>`
    SELECT kind, id FROM interview_plan_items_in_use(${interviews}::integer[], ${questions}::integer[], ${attributes}::integer[])`;
  for (const row of rows) sets[row.kind].add(row.id);
  return sets;
}
