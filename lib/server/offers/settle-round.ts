import { ADMIN_ROLE } from "@/lib/auth/permissions";
import type { Tx } from "@/lib/db";
import { appUrl } from "@/lib/env";
import { queueMail } from "@/lib/mail/send-mail";
import { notifyMembers } from "@/lib/server/notifications/notify-members";

export type RoundState = { state: "pending"; step: number } | { state: "approved" } | { state: "rejected" };
// what a round approves: an offer, or a job (docs/decisions/395)
export type RoundSubject = { kind?: "offer" | "job"; id: number; organizationId: number; round: number };

export function subjectWhere(subject: RoundSubject) {
  return subject.kind === "job" ? { jobId: subject.id } : { offerId: subject.id };
}

type Row = { id: number; step: number; mode: string; approverId: string; status: string };

// Where a round stands, step by step in order: an any-of step is done with one approval (the
// others' requests are superseded), an all-of step when no one it still waits for is left and
// someone approved; one rejection ends the round. A step whose approvers all left the
// organization before deciding falls to the admins, any one of them (decision 392).
export async function settleRound(tx: Tx, offer: RoundSubject): Promise<RoundState> {
  const rows = await tx.approval.findMany({
    where: { ...subjectWhere(offer), round: offer.round },
    orderBy: [{ step: "asc" }, { id: "asc" }],
    select: { id: true, step: true, mode: true, approverId: true, status: true },
  });
  if (rows.some((r) => r.status === "rejected")) return { state: "rejected" };
  const steps = [...new Set(rows.map((r) => r.step))].sort((a, b) => a - b);
  for (const step of steps) {
    const of = rows.filter((r) => r.step === step);
    const approved = of.some((r) => r.status === "approved");
    const pending = of.filter((r) => r.status === "pending");
    const done = approved && (of[0].mode === "any" || pending.length === 0);
    if (done) {
      if (pending.length > 0) await tx.approval.updateMany({ where: { id: { in: pending.map((r) => r.id) } }, data: { status: "superseded" } });
      continue;
    }
    if (pending.length === 0) await fallToAdmins(tx, offer, step, of);
    return { state: "pending", step };
  }
  return { state: "approved" };
}

async function fallToAdmins(tx: Tx, offer: RoundSubject, step: number, of: Row[]) {
  // named: a job's approval is settled as the owner (decideJobApproval), whom no policy limits
  const admins = await tx.user.findMany({ where: { organizationId: offer.organizationId, role: ADMIN_ROLE, removedAt: null, deactivatedAt: null }, select: { id: true } });
  const taken = new Set(of.map((r) => r.approverId));
  await tx.approval.createMany({
    data: admins.filter((a) => !taken.has(a.id)).map((a) => ({ organizationId: offer.organizationId, ...subjectWhere(offer), round: offer.round, step, mode: "any", approverId: a.id })),
  });
}

// The approvers a step now waits for get an e-mail; queued in the transaction that made it current.
export async function mailStepApprovers(tx: Tx, offer: RoundSubject, step: number, label: string): Promise<void> {
  const waiting = await tx.approval.findMany({ where: { ...subjectWhere(offer), round: offer.round, step, status: "pending" }, select: { id: true, approverId: true } });
  const what = offer.kind === "job" ? `The job ${label}` : `The offer for ${label}`;
  if (waiting.length === 0) return;
  // each approver is notified of their own approval, which they read whether or not they see the job
  const applicationId = offer.kind === "job" ? null : ((await tx.offer.findFirst({ where: { id: offer.id }, select: { applicationId: true } }))?.applicationId ?? null);
  for (const approval of waiting) {
    await notifyMembers(tx, {
      organizationId: offer.organizationId,
      kind: "approval_waiting",
      actorId: null,
      recipientIds: [approval.approverId],
      text: `${what} waits for your approval`,
      url: "/home",
      applicationId,
      about: { subject: "approval", id: approval.id },
    });
  }
  const users = await tx.user.findMany({ where: { id: { in: waiting.map((w) => w.approverId) } }, select: { email: true, name: true } });
  for (const user of users) {
    await queueMail(tx, {
      organizationId: offer.organizationId,
      kind: offer.kind === "job" ? "job_approval_request" : "offer_approval_request",
      to: user.email,
      subject: `${offer.kind === "job" ? "A job" : "An offer"} waits for your approval: ${label}`,
      text: [`Hello ${user.name},`, "", `${what} waits for your approval.`, "", `Review it on your home page: ${appUrl()}/home`].join("\n"),
    });
  }
}
