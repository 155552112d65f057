import { now } from "@/lib/clock";
import { db } from "@/lib/db";
import { can, type Caller } from "@/lib/auth/caller";
import { Conflict, Forbidden, NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";
import type { DebriefDecisionBody } from "@/lib/schemas/interview-scorecard";
import { MENTION_PATTERN } from "@/lib/schemas/note";
import { canManageJob } from "@/lib/server/access/visibility";
import { updateApplicationIn } from "@/lib/server/applications/update-application";
import { actorOf, applicationLabel, recordAudit } from "@/lib/server/audit/record-audit";
import { mentionedUserIds } from "@/lib/server/notifications/mentions";
import { notifyMembers } from "@/lib/server/notifications/notify-members";
import { decisionSelect, toDecisionView } from "./get-debrief";

// POST /api/applications/{id}/debrief/decision (decision 486): who may move the application
// records the team's decision. Advance moves it to the next stage and reject rejects it through
// the board's own path (its stage visits, event and e-mail), in the transaction that keeps the
// decision; hold records only. Members the reason @mentions hear of it as a note's mentions do.
export async function decideDebrief(caller: Caller, id: number, body: DebriefDecisionBody) {
  if (!isStorableId(id)) throw new NotFound("Application");
  return db.$transaction(async (tx) => {
    const application = await tx.application.findFirst({
      where: { id },
      select: { candidateId: true, candidateName: true, currentStageId: true, status: true, jobId: true, job: { select: { title: true, hiringManagers: { select: { userId: true } } } } },
    });
    if (!application) throw new NotFound("Application");
    if (!can(caller, "applications.manage") || !canManageJob(caller, application.job.hiringManagers.map((m) => m.userId))) {
      throw new Forbidden("Only admins, recruiters and this job's hiring managers can decide on applications");
    }
    // the reason as a person reads it, mentions as their names
    const plainReason = body.reason.replace(MENTION_PATTERN, "@$1");
    let toStage: { id: number; name: string } | null = null;
    let rejectionReasonLabel: string | null = null;
    if (body.decision === "advance") {
      const stages = await tx.stage.findMany({ where: { jobId: application.jobId }, orderBy: { position: "asc" }, select: { id: true, name: true } });
      const at = stages.findIndex((s) => s.id === application.currentStageId);
      toStage = stages[at + 1] ?? null;
      if (at < 0 || !toStage) throw new Conflict("The application is in its job's last stage; there is no next stage to advance it to");
      // refuses (409) an application that is not active, and a move that raced this one is queued on its lock
      await updateApplicationIn(tx, caller, id, { currentStageId: toStage.id });
    } else if (body.decision === "reject") {
      const updated = await updateApplicationIn(
        tx,
        caller,
        id,
        { status: "rejected", rejectionReasonId: body.rejectionReasonId ?? null, rejectionReason: plainReason.slice(0, 2000), notifyCandidate: body.notifyCandidate ?? false },
        { strict: true },
      );
      rejectionReasonLabel = updated.rejectionReasonLabel ?? null;
    }
    const row = await tx.debriefDecision.create({
      data: {
        organizationId: caller.orgId,
        applicationId: id,
        decision: body.decision,
        reason: body.reason,
        rejectionReasonId: body.decision === "reject" ? (body.rejectionReasonId ?? null) : null,
        toStageId: toStage?.id ?? null,
        decidedById: caller.userId,
        decidedAt: now(),
      },
      select: decisionSelect,
    });
    const label = applicationLabel(application.candidateName, application.job.title);
    // the reason stays out of the log: the decision's row keeps it, read under the blind rule
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "debrief.decided",
      targetType: "debrief_decision",
      targetId: row.id,
      targetLabel: label,
      metadata: { applicationId: id, decision: body.decision, toStage: toStage?.name ?? null, ...(body.decision === "reject" ? { rejectionReason: rejectionReasonLabel } : {}) },
    });
    // a mentioned member who may not see the candidate is not notified (notifyMembers writes as them)
    await notifyMembers(tx, {
      organizationId: caller.orgId,
      kind: "mention",
      actorId: caller.userId,
      recipientIds: mentionedUserIds(body.reason),
      text: `${caller.name} mentioned you in the debrief on ${label}`,
      url: `/applications/${id}`,
      candidateId: application.candidateId,
      applicationId: id,
      about: { subject: "candidate", id: application.candidateId },
    });
    return toDecisionView(tx, row);
  });
}
