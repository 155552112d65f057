import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db";
import { BadRequest, Conflict, NotFound } from "@/lib/errors";
import { applicationSelect, toApplication } from "@/lib/schemas/application";
import { isStorableId } from "@/lib/schemas/common";
import { jobTakingCandidates } from "@/lib/server/applications/job-taking-candidates";
import { actorOf, applicationLabel, recordAudit } from "@/lib/server/audit/record-audit";
import { recordEvent } from "@/lib/server/events/record-event";

// POST /api/jobs/{id}/applications (decision 351): a recruiter puts a person the organization already
// knows (from a talent pool, an earlier application) into a job's first stage. The application is
// sent with the details the candidate last gave; no e-mail goes to them (they did not apply), and
// the audit log says who added them. A job that is closed takes no one; the same person twice is 409.
export async function sourceApplication(caller: Caller, jobId: number, candidateId: number) {
  if (!isStorableId(jobId)) throw new NotFound("Job");
  return db.$transaction(async (tx) => {
    const job = await jobTakingCandidates(tx, caller, jobId);
    const refuse = (message: string) => new BadRequest(`Invalid body: candidateId: ${message}`, [{ path: "candidateId", message }]);
    const candidate = isStorableId(candidateId)
      ? await tx.candidate.findFirst({ where: { id: candidateId }, select: { id: true, name: true, phone: true, resumeUrl: true, erasedAt: true } })
      : null;
    if (!candidate) throw refuse("is not a candidate you can see in this organization");
    if (candidate.erasedAt) throw refuse("names a candidate whose data was erased");
    const [firstStage] = await tx.$queryRaw<{ id: number; name: string }[]>`SELECT id, name FROM stages WHERE job_id = ${jobId} ORDER BY position LIMIT 1`;
    if (!firstStage) throw new Conflict("This job has no stages to add a candidate to");

    const [created] = await tx.application.createManyAndReturn({
      data: {
        organizationId: job.organizationId,
        jobId,
        candidateId: candidate.id,
        currentStageId: firstStage.id,
        candidateName: candidate.name,
        candidatePhone: candidate.phone,
        candidateResumeUrl: candidate.resumeUrl,
        // the sources report counts these apart from applications through links (decision 343)
        source: "sourced",
      },
      skipDuplicates: true,
      select: { id: true },
    });
    if (!created) throw new Conflict(`${candidate.name} already has an application for this job`);
    await tx.stageVisit.create({ data: { applicationId: created.id, stageId: firstStage.id } });
    const application = toApplication(await tx.application.findUniqueOrThrow({ where: { id: created.id }, select: applicationSelect }));
    // before the audit entry: from its insert to commit the organization's writes queue (decision 052)
    await recordEvent(tx, { organizationId: job.organizationId, type: "application.created", data: application, previous: null });
    await recordAudit(tx, actorOf(caller), {
      organizationId: job.organizationId,
      action: "application.created",
      targetType: "application",
      targetId: created.id,
      targetLabel: applicationLabel(candidate.name, job.title),
      metadata: { jobId, job: job.title, candidateId: candidate.id, candidate: candidate.name, stageId: firstStage.id, stage: firstStage.name, source: "sourced" },
    });
    return application;
  });
}
