import type { Tx } from "@/lib/db";
import { NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";
import type { TemplatePlan } from "@/lib/schemas/interview-plan";
import { readPlanInterviews } from "./read-plan";

// A job's plan with its stages by name, the shape a template keeps (and the one applying copies
// from). Pools are left out: a template serves jobs whose interviewers differ (a backend job's
// panel is not a designer's), and a copied pool would book people who never agreed to run the
// interview; the job that receives the plan chooses its own.
export async function planByStageName(tx: Tx, jobId: number): Promise<{ title: string; plan: TemplatePlan }> {
  if (!isStorableId(jobId)) throw new NotFound("Job");
  const job = await tx.job.findFirst({ where: { id: jobId }, select: { title: true, stages: { orderBy: { position: "asc" }, select: { id: true, name: true } } } });
  if (!job) throw new NotFound("Job");
  const interviews = await readPlanInterviews(tx, jobId);
  const stages = job.stages
    .map((stage) => ({
      stageName: stage.name,
      interviews: interviews
        .filter((i) => i.stageId === stage.id)
        .map(({ interview }) => ({
          name: interview.name,
          durationMinutes: interview.durationMinutes,
          kit: {
            questions: interview.kit.questions.map((q) => ({ text: q.text, guidance: q.guidance })),
            attributes: interview.kit.attributes.map((a) => ({ name: a.name })),
          },
        })),
    }))
    .filter((stage) => stage.interviews.length > 0);
  return { title: job.title, plan: { stages } };
}
