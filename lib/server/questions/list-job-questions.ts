import { db, type Tx } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";
import { questionSelect } from "@/lib/schemas/question";
import { toQuestion } from "./to-question";

// GET /api/jobs/{id}/questions: a job's questions in their order, for whoever sees the job.
export async function listJobQuestions(caller: Caller, jobId: number, tx: Tx = db) {
  if (!isStorableId(jobId)) throw new NotFound("Job");
  const job = await tx.job.findFirst({
    where: { id: jobId },
    select: { questions: { orderBy: { position: "asc" }, select: questionSelect } },
  });
  if (!job) throw new NotFound("Job");
  return { questions: job.questions.map(toQuestion) };
}
