import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";
import { criterionSelect } from "@/lib/schemas/criterion";

// GET /api/jobs/{id}/scorecard-criteria: a job's active criteria in order, for whoever sees the job
// (the job's edit page lists them; archived ones are gone, docs/decisions/164).
export async function listCriteria(caller: Caller, jobId: number) {
  if (!isStorableId(jobId)) throw new NotFound("Job");
  const job = await db.job.findFirst({
    where: { id: jobId },
    select: { criteria: { where: { archivedAt: null }, orderBy: { position: "asc" }, select: criterionSelect } },
  });
  if (!job) throw new NotFound("Job");
  return { criteria: job.criteria };
}
