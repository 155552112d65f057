import { db } from "@/lib/db";
import { NotFound } from "@/lib/errors";
import { publicJobSelect, type PublicJobDetail, type PublicOrganization } from "@/lib/schemas/public";
import { questionSelect } from "@/lib/schemas/question";
import { toPublicQuestion, toQuestion } from "@/lib/server/questions/to-question";
import { findPublicOrganization } from "./find-public-organization";

export type PublicJobPage = { organization: PublicOrganization; job: PublicJobDetail };

// One open job of an organization; drafts, closed and unknown jobs are not found.
export async function getPublicJob(slug: string, jobSlug: string): Promise<PublicJobPage> {
  const { id, ...organization } = await findPublicOrganization(slug);
  const job = await db.job.findFirst({
    // a public page runs as the owner, whom no policy limits: the organization is the slug's
    where: { organizationId: id, slug: jobSlug, status: "open" },
    select: {
      ...publicJobSelect,
      description: true,
      duration: true,
      createdAt: true,
      updatedAt: true,
      questions: { orderBy: { position: "asc" }, select: questionSelect },
    },
  });
  if (!job) throw new NotFound("Job");
  return {
    organization,
    // the questions without their knockout rules: a candidate must not see which answer rejects
    job: { ...job, createdAt: job.createdAt.toISOString(), updatedAt: job.updatedAt.toISOString(), questions: job.questions.map((q) => toPublicQuestion(toQuestion(q))) },
  };
}
