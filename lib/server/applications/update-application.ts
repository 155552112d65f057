import { db, type Tx } from "@/lib/db";
import { can, type Caller } from "@/lib/auth/caller";
import { BadRequest, Conflict, Forbidden, NotFound } from "@/lib/errors";
import type { ApplicationStatus } from "@/lib/generated/prisma/enums";
import { applicationSelect, toApplication, type UpdateApplicationBody } from "@/lib/schemas/application";
import { isStorableId } from "@/lib/schemas/common";
import { canManageJob } from "@/lib/server/access/visibility";
import { actorOf, applicationLabel, auditEntry, recordAudits, type AuditActor, type AuditEntry } from "@/lib/server/audit/record-audit";
import type { ApplicationChangeExtras, AuditMetadataInput } from "@/lib/audit/actions";
import { changedValues, recordEvent } from "@/lib/server/events/record-event";
import { findRejectionReason } from "@/lib/server/rejection-reasons/find-rejection-reason";
import { queueSurveyInvitation } from "@/lib/server/candidate-survey/queue-survey-invitation";
import { queueRejectionMail } from "./queue-rejection-mail";

type Locked = { status: ApplicationStatus; currentStageId: number; source: string | null; now: Date };
// strict: a status the application already has is a 409 rather than "nothing to do"; the bulk
// endpoint reports an already-rejected application as a failure (docs/decisions/230)
// actor and auditMetadata: a change the system makes on someone's behalf (a knockout rule,
// docs/decisions/331) is audited under its own name, with what decided it
type Options = { strict?: boolean; actor?: AuditActor; auditMetadata?: ApplicationChangeExtras };
type ApplicationChange = "application.moved" | "application.status_changed" | "application.source_changed";

// Endpoint 12: move an application and/or change its status (docs/decisions/022). The application
// row is locked first, so concurrent moves queue up and every one of them leaves a stage visit.
// Hiring moves the application to the job's final stage, the last by position (docs/decisions/160).
export async function updateApplication(caller: Caller, id: number, body: UpdateApplicationBody, options: Options = {}) {
  if (!isStorableId(id)) throw new NotFound("Application");
  return db.$transaction((tx) => updateApplicationIn(tx, caller, id, body, options));
}

// The same change inside a transaction of the caller's: accepting an offer hires in the transaction
// that records the signature (docs/decisions/393), through this one path.
export async function updateApplicationIn(tx: Tx, caller: Caller, id: number, body: UpdateApplicationBody, options: Options = {}) {
  {
    // the reason is input: a foreign, unknown or archived one is a 400 before anything else
    const reason =
      body.status === "rejected" && body.rejectionReasonId != null ? await findRejectionReason(tx, body.rejectionReasonId, body.rejectionReason ?? null) : null;
    const found = await tx.application.findFirst({
      where: { id },
      select: { jobId: true, candidateName: true, job: { select: { title: true, hiringManagers: { select: { userId: true } } } } },
    });
    if (!found) throw new NotFound("Application");
    if (!canManageJob(caller, found.job.hiringManagers.map((m) => m.userId)) || !can(caller, "applications.manage")) {
      throw new Forbidden("Only admins, recruiters and this job's hiring managers can move applications");
    }
    const target = body.currentStageId;
    const hiring = body.status === "hired";
    // names of the job's stages, so audit entries read "Screen → Interview" rather than ids
    const stageNames = new Map<number, string>();
    let finalStage: { id: number; name: string } | undefined;
    if (target !== undefined || hiring) {
      // Shares the job row with other moves and applies; a stage delete or reorder (which lock it
      // for update) waits, so the stage chosen here still exists, and is still last, at commit.
      await tx.$queryRaw`SELECT id FROM jobs WHERE id = ${found.jobId} FOR KEY SHARE`;
      const stages = await tx.stage.findMany({ where: { jobId: found.jobId }, orderBy: { position: "asc" }, select: { id: true, name: true } });
      for (const stage of stages) stageNames.set(stage.id, stage.name);
      finalStage = stages.at(-1);
      if (target !== undefined && !stageNames.has(target)) {
        throw new BadRequest("Invalid body: currentStageId must be a stage of this application's job");
      }
      if (hiring && target !== undefined && target !== finalStage?.id) {
        throw new BadRequest(`Invalid body: hiring moves the application to the job's final stage (${finalStage?.name}); send that stage's id as currentStageId, or none`);
      }
    }
    // clock_timestamp() after the lock is later than anything the previous holder wrote
    const [state] = await tx.$queryRaw<Locked[]>`
      SELECT status::text AS status, current_stage_id AS "currentStageId", source, clock_timestamp() AS now
      FROM applications WHERE id = ${id} FOR UPDATE`;
    const { now } = state;
    const initial = { status: state.status, currentStageId: state.currentStageId, source: state.source };
    const actor = options.actor ?? actorOf(caller);
    const targetLabel = applicationLabel(found.candidateName, found.job.title);
    // written together at the end, after the event: from the first audit insert to commit the
    // organization's writes queue on its audit counter (decision 052)
    const entries: AuditEntry[] = [];
    const audit = async <Action extends ApplicationChange>(action: Action, metadata: AuditMetadataInput<Action>) => {
      // an Undo's entries say so, so the log reads it as one (docs/decisions/280)
      const described = { ...metadata, ...options.auditMetadata };
      entries.push(auditEntry<ApplicationChange>({ organizationId: caller.orgId, action, targetType: "application", targetId: id, targetLabel, metadata: body.undo ? { ...described, undo: true } : described }));
    };
    const statusChanged = async (to: ApplicationStatus, rejectionReason: string | null) => {
      // rejectionReason is what a person reads: the reason's label, and the text after it if any
      const named = to === "rejected" && reason ? { rejectionReason: reason.readable, rejectionReasonId: reason.id } : { rejectionReason };
      await audit("application.status_changed", { from: state.status, to, ...named });
      state.status = to;
    };

    if (body.status === "active" && state.status !== "active") {
      if (state.status === "hired") throw new Conflict("A hired application cannot be reopened");
      await tx.application.update({
        where: { id },
        data: { status: "active", closedAt: null, hiredAt: null, rejectionReason: null, rejectionReasonId: null },
      });
      await tx.stageVisit.create({ data: { applicationId: id, stageId: state.currentStageId, enteredAt: now } });
      await statusChanged("active", null);
    }

    const moveTo = async (stageId: number) => {
      if (stageId === state.currentStageId) return;
      await tx.stageVisit.updateMany({ where: { applicationId: id, leftAt: null }, data: { leftAt: now } });
      await tx.stageVisit.create({ data: { applicationId: id, stageId, enteredAt: now } });
      await tx.application.update({ where: { id }, data: { currentStageId: stageId } });
      await audit("application.moved", {
        fromStageId: state.currentStageId,
        toStageId: stageId,
        fromStage: stageNames.get(state.currentStageId) ?? null,
        toStage: stageNames.get(stageId) ?? null,
      });
      state.currentStageId = stageId;
    };

    if (target !== undefined) {
      if (state.status !== "active") {
        throw new Conflict(`This application is ${state.status}; only active applications can be moved`);
      }
      await moveTo(target);
    }

    const closing = body.status;
    if (options.strict && closing !== undefined && closing === initial.status) {
      throw new Conflict(`This application is already ${closing}`);
    }
    if (closing !== undefined && closing !== "active" && closing !== state.status) {
      if (state.status !== "active") {
        throw new Conflict(`This application is already ${state.status}; reopen it before marking it ${closing}`);
      }
      if (closing === "hired" && finalStage) await moveTo(finalStage.id);
      const rejectionReason = closing === "rejected" ? (body.rejectionReason ?? null) : null;
      await tx.stageVisit.updateMany({ where: { applicationId: id, leftAt: null }, data: { leftAt: now } });
      await tx.application.update({
        where: { id },
        data: { status: closing, closedAt: now, hiredAt: closing === "hired" ? now : null, rejectionReason, rejectionReasonId: closing === "rejected" ? (reason?.id ?? null) : null },
      });
      await statusChanged(closing, rejectionReason);
      if (closing === "rejected" && body.notifyCandidate) await queueRejectionMail(tx, caller.orgId, id);
      // "how it felt", a while later, when the organization sends it (docs/decisions/499)
      await queueSurveyInvitation(tx, { id, organizationId: caller.orgId }, closing);
    }

    // a recruiter names where a sourced candidate came from (docs/decisions/343), on any status
    if (body.source !== undefined && body.source !== state.source) {
      await tx.application.update({ where: { id }, data: { source: body.source } });
      await audit("application.source_changed", { from: state.source, to: body.source });
    }

    const application = toApplication(await tx.application.findUniqueOrThrow({ where: { id }, select: applicationSelect }));
    const previous = changedValues(initial, application);
    if (Object.keys(previous).length > 0) {
      await recordEvent(tx, { organizationId: caller.orgId, type: "application.updated", data: application, previous });
    }
    await recordAudits(tx, actor, entries);
    return application;
  }
}
