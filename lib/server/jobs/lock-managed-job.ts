import type { Tx } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { Forbidden, NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";
import { canManageJob } from "@/lib/server/access/visibility";

// Inside a transaction: the job must be visible (else 404) and managed by the caller (else 403);
// then its row is locked so stage and criterion positions are computed one writer at a time.
export async function lockManagedJob(tx: Tx, caller: Caller, jobId: number) {
  if (!isStorableId(jobId)) throw new NotFound("Job");
  const job = await tx.job.findFirst({
    where: { id: jobId },
    select: { id: true, title: true, hiringManagers: { select: { userId: true } } },
  });
  if (!job) throw new NotFound("Job");
  if (!canManageJob(caller, job.hiringManagers.map((m) => m.userId))) {
    throw new Forbidden("Only admins, recruiters and this job's hiring managers can change it");
  }
  await tx.$queryRaw`SELECT id FROM jobs WHERE id = ${jobId} FOR UPDATE`;
  return job;
}
