import type { Caller } from "@/lib/auth/caller";
import { now } from "@/lib/clock";
import type { Tx } from "@/lib/db";
import { ownerDb } from "@/lib/db/owner";
import { Conflict, Forbidden, NotFound } from "@/lib/errors";
import { jobSelect } from "@/lib/schemas/job";
import type { ApprovalDecisionBody } from "@/lib/schemas/offer";
import { actorOf, recordAudit, type AuditActor } from "@/lib/server/audit/record-audit";
import { recordEvent } from "@/lib/server/events/record-event";
import { readChain } from "@/lib/server/offers/approval-chain";
import { mailStepApprovers, settleRound } from "@/lib/server/offers/settle-round";
import { startRound } from "@/lib/server/offers/start-round";
import { toJob } from "./to-job";

// Job approval (docs/decisions/395): the organization's `job` chain, run as offers' chains are
// (decisions 391-392), over the job's own rounds.

export type JobForApproval = { id: number; organizationId: number; approvalRound: number; title: string; approvalStatus: string };

// Approvals are on while the organization's job chain has a step.
export async function jobApprovalsOn(tx: Tx): Promise<boolean> {
  return (await readChain(tx, "job")).length > 0;
}

// A new round: for a new job, and again when an approved job's salary range or headcount changes.
export async function beginJobRound(tx: Tx, actor: AuditActor, job: JobForApproval): Promise<void> {
  const round = job.approvalRound + 1;
  await tx.approval.updateMany({ where: { jobId: job.id, status: "pending" }, data: { status: "superseded" } });
  await tx.job.update({ where: { id: job.id }, data: { approvalStatus: "pending", approvalRound: round } });
  await startRound(tx, { kind: "job", id: job.id, organizationId: job.organizationId, salary: null }, round);
  await recordAudit(tx, actor, { organizationId: job.organizationId, action: "job.approval_requested", targetType: "job", targetId: job.id, targetLabel: job.title, metadata: { round } });
  await advanceJob(tx, actor, { ...job, approvalRound: round, approvalStatus: "pending" }, null);
}

async function advanceJob(tx: Tx, actor: AuditActor, job: JobForApproval, stepBefore: number | null): Promise<void> {
  const subject = { kind: "job" as const, id: job.id, organizationId: job.organizationId, round: job.approvalRound };
  const state = await settleRound(tx, subject);
  if (state.state === "pending") {
    if (state.step !== stepBefore) await mailStepApprovers(tx, subject, state.step, `“${job.title}”`);
    return;
  }
  const approvalStatus = state.state === "approved" ? "approved" : "rejected";
  if (state.state === "rejected") await tx.approval.updateMany({ where: { jobId: job.id, round: job.approvalRound, status: "pending" }, data: { status: "superseded" } });
  const updated = await tx.job.update({ where: { id: job.id }, data: { approvalStatus }, select: jobSelect });
  await recordEvent(tx, { organizationId: job.organizationId, type: "job.updated", data: toJob(updated), previous: { approvalStatus: job.approvalStatus } });
  await recordAudit(tx, actor, { organizationId: job.organizationId, action: state.state === "approved" ? "job.approved" : "job.approval_rejected", targetType: "job", targetId: job.id, targetLabel: job.title, metadata: { round: job.approvalRound } });
}

// POST /api/approvals/{id}/decision for a job's approval. The approver may not see the job (a
// hiring manager of other jobs, say): the approval row is read as the caller (only their own or a
// job they manage), then the chain's bookkeeping runs as the owner, named to the organization.
export async function decideJobApproval(caller: Caller, approval: { id: number; jobId: number; approverId: string }, body: ApprovalDecisionBody) {
  if (approval.approverId !== caller.userId) throw new Forbidden("This approval is asked of another member");
  return ownerDb.$transaction(async (tx) => {
    // as the owner, whom no policy limits: the job must be of the caller's organization
    const [job] = await tx.$queryRaw<JobForApproval[]>`
      SELECT id, organization_id AS "organizationId", approval_round AS "approvalRound", title, approval_status AS "approvalStatus"
        FROM jobs WHERE id = ${approval.jobId} AND organization_id = ${caller.orgId} FOR UPDATE`;
    if (!job) throw new NotFound("Approval");
    const row = await tx.approval.findUniqueOrThrow({ where: { id: approval.id }, select: { round: true, step: true, status: true } });
    if (job.approvalStatus !== "pending" || row.round !== job.approvalRound || row.status !== "pending") {
      throw new Conflict(row.status === "pending" || row.status === "superseded" ? "This approval is no longer needed: the step was decided or the job changed" : `This approval was ${row.status} already`);
    }
    const current = await settleRound(tx, { kind: "job", id: job.id, organizationId: job.organizationId, round: job.approvalRound });
    if (current.state !== "pending" || current.step !== row.step) throw new Conflict("An earlier step of the chain has not been approved yet");
    const approve = body.decision === "approve";
    await tx.approval.update({ where: { id: approval.id }, data: { status: approve ? "approved" : "rejected", comment: body.comment ?? null, decidedAt: now() } });
    await recordAudit(tx, actorOf(caller), {
      organizationId: job.organizationId,
      action: approve ? "job.approval_given" : "job.approval_refused",
      targetType: "job",
      targetId: job.id,
      targetLabel: job.title,
      metadata: { approvalId: approval.id, step: row.step, round: row.round, comment: body.comment ?? null },
    });
    await advanceJob(tx, actorOf(caller), job, row.step);
    const after = await tx.job.findUniqueOrThrow({ where: { id: job.id }, select: { id: true, title: true, approvalStatus: true } });
    return { job: after };
  });
}

// A member who can no longer decide drops out of job chains too (decision 392)
export async function releaseJobApprovals(tx: Tx, caller: Caller, member: { id: string; name: string }): Promise<void> {
  const pending = await tx.approval.findMany({ where: { approverId: member.id, status: "pending", jobId: { not: null } }, select: { id: true, jobId: true, step: true } });
  for (const approval of pending) {
    const [job] = await tx.$queryRaw<JobForApproval[]>`
      SELECT id, organization_id AS "organizationId", approval_round AS "approvalRound", title, approval_status AS "approvalStatus" FROM jobs WHERE id = ${approval.jobId} FOR UPDATE`;
    if (!job) continue;
    await tx.approval.update({ where: { id: approval.id }, data: { status: "withdrawn" } });
    await recordAudit(tx, actorOf(caller), { organizationId: caller.orgId, action: "job.approver_left", targetType: "job", targetId: job.id, targetLabel: job.title, metadata: { approvalId: approval.id, step: approval.step, approverId: member.id, approver: member.name } });
    if (job.approvalStatus === "pending") await advanceJob(tx, actorOf(caller), job, approval.step);
  }
}
