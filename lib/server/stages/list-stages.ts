import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";
import { stageSelect } from "@/lib/schemas/stage";

// The pipeline of a visible job in position order (extension GET /api/jobs/{id}/stages).
export async function listStages(caller: Caller, jobId: number) {
  if (!isStorableId(jobId)) throw new NotFound("Job");
  const job = await db.job.findFirst({
    where: { id: jobId },
    select: { stages: { select: stageSelect, orderBy: { position: "asc" } } },
  });
  if (!job) throw new NotFound("Job");
  return job.stages;
}
