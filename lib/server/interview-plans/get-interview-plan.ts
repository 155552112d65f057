import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";
import { readPlan } from "./read-plan";

// GET /api/jobs/{id}/interview-plan: whoever sees the job reads its plan (an interviewer asked to
// review one of its applications reads the kits); the policies decide, a job out of sight is 404.
export async function getInterviewPlan(caller: Caller, jobId: number) {
  if (!isStorableId(jobId)) throw new NotFound("Job");
  return db.$transaction(async (tx) => {
    const job = await tx.job.findFirst({ where: { id: jobId }, select: { id: true } });
    if (!job) throw new NotFound("Job");
    return readPlan(tx, jobId);
  });
}
