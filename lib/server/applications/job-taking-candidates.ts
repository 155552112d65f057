import { can, type Caller } from "@/lib/auth/caller";
import type { Tx } from "@/lib/db";
import { Conflict, Forbidden, NotFound } from "@/lib/errors";
import { canManageJob } from "@/lib/server/access/visibility";

export type JobTakingCandidates = { id: number; title: string; status: string; organizationId: number };

// The job a member adds candidates to by hand (an application sourced from the organization's
// people, a bulk résumé upload): shared against a stage deleted or reordered meanwhile, as applying
// does; 404 where the caller cannot see it, 403 unless they may manage it and its applications, 409
// once it is closed.
export async function jobTakingCandidates(tx: Tx, caller: Caller, jobId: number): Promise<JobTakingCandidates> {
  const [job] = await tx.$queryRaw<JobTakingCandidates[]>`
    SELECT id, title, status::text, organization_id AS "organizationId" FROM jobs WHERE id = ${jobId} FOR KEY SHARE`;
  if (!job) throw new NotFound("Job");
  const managers = await tx.jobHiringManager.findMany({ where: { jobId }, select: { userId: true } });
  if (!canManageJob(caller, managers.map((m) => m.userId)) || !can(caller, "applications.manage")) throw new Forbidden("Only admins, recruiters and the job's hiring managers can add candidates to it");
  if (job.status === "closed") throw new Conflict("This job is closed; reopen it to add candidates");
  return job;
}
