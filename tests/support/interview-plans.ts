import { ownerDb } from "@/lib/db/owner";

// A planned interview of a job's stage with its kit, written as the plan's editor would (the plan
// API is another piece of issue 47): `questions` and `attributes` in the plan's order.
export async function createPlanInterview(job: { id: number; organizationId: number }, stageId: number, data: { name: string; questions?: { text: string; guidance?: string }[]; attributes?: string[] }) {
  const plan = await ownerDb.interviewPlanInterview.create({ data: { jobId: job.id, stageId, name: data.name, durationMinutes: 60, position: 0 } });
  const questions = [];
  for (const [position, q] of (data.questions ?? []).entries()) {
    questions.push(await ownerDb.interviewKitQuestion.create({ data: { planInterviewId: plan.id, organizationId: job.organizationId, text: q.text, guidance: q.guidance ?? null, position } }));
  }
  const attributes = [];
  for (const [position, name] of (data.attributes ?? []).entries()) {
    attributes.push(await ownerDb.interviewKitAttribute.create({ data: { planInterviewId: plan.id, organizationId: job.organizationId, name, position } }));
  }
  return { ...plan, questions, attributes };
}

// The booked interview follows the plan
export async function planInterview(interviewId: number, planInterviewId: number) {
  await ownerDb.interview.update({ where: { id: interviewId }, data: { planInterviewId } });
}
