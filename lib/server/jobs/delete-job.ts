import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { invalidatePublicBoard } from "@/lib/cache/public-board";
import { Conflict, NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";

// Who holds `jobs.create` (its route declares it) deletes a job nobody has applied to (a draft, a mistake), with its stages,
// criteria and hiring managers. A job with applications is never deleted (409): their history,
// reports and audit trail stay; closing the job is its archive (docs/decisions/165).
export async function deleteJob(caller: Caller, jobId: number) {
  if (!isStorableId(jobId)) throw new NotFound("Job");
  const deleted = await db.$transaction(async (tx) => {
    const visible = await tx.job.findFirst({ where: { id: jobId }, select: { id: true } });
    if (!visible) throw new NotFound("Job");
    // waits for applies in flight (they share the row), and new ones wait for this to end
    const [job] = await tx.$queryRaw<{ title: string; slug: string; status: string; orgSlug: string }[]>`
      SELECT j.title, j.slug, j.status::text AS status, o.slug AS "orgSlug"
        FROM jobs j JOIN organizations o ON o.id = j.organization_id
       WHERE j.id = ${jobId} FOR UPDATE OF j`;
    if (!job) throw new NotFound("Job");
    const applications = await tx.application.count({ where: { jobId } });
    if (applications > 0) {
      throw new Conflict(
        `This job has ${applications} ${applications === 1 ? "application" : "applications"} and cannot be deleted, so their history stays; close the job instead`,
      );
    }
    await tx.job.delete({ where: { id: jobId } });
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "job.deleted",
      targetType: "job",
      targetId: jobId,
      targetLabel: job.title,
      metadata: { title: job.title, slug: job.slug, status: job.status },
    });
    return job;
  });
  if (deleted.status === "open") invalidatePublicBoard(deleted.orgSlug);
}
