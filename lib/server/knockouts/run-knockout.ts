import { db } from "@/lib/db";
import { asOrganization } from "@/lib/db/caller-scope";
import { systemCaller } from "@/lib/auth/caller";
import { now } from "@/lib/clock";
import { enqueueJobs } from "@/lib/queue/boss";
import { KNOCKOUT_QUEUE } from "@/lib/queue/queues";
import { updateApplication } from "@/lib/server/applications/update-application";
import type { AuditActor } from "@/lib/server/audit/record-audit";
import { isOtherReason } from "@/lib/schemas/other-reason";

export type KnockoutJob = { knockoutId: number };

// The audit log's name for what a rule does: no person did it
export const KNOCKOUT_ACTOR: AuditActor = { userId: null, name: "Knockout rule" };

export function knockoutReason(label: string, answer: string): string {
  return `Rejected by rule: ${label} = ${answer}`;
}

// The queue's job for a rejecting rule (decision 331). It reads the due time through the app's
// clock, so a test moves the clock instead of waiting; a job fetched early (another instance's
// clock) puts itself back for the due time. A knockout no longer pending (cancelled by a recruiter,
// done by a previous run) is left alone, as is an application a person closed meanwhile. The
// rejection goes through the one rejection path, with its e-mail, under the rule's name.
export async function runKnockout({ knockoutId }: KnockoutJob): Promise<"rejected" | "not_due" | "skipped"> {
  const knockout = await db.applicationKnockout.findUnique({
    where: { id: knockoutId },
    select: { id: true, organizationId: true, applicationId: true, questionId: true, label: true, answer: true, state: true, dueAt: true },
  });
  if (!knockout || knockout.state !== "pending") return "skipped";
  if (knockout.dueAt > now()) {
    await db.$transaction((tx) => enqueueJobs(tx, [{ name: KNOCKOUT_QUEUE, data: { knockoutId }, startAfter: knockout.dueAt }]));
    return "not_due";
  }
  // claimed first, so two runs of one job reject once
  const claimed = await db.applicationKnockout.updateMany({ where: { id: knockout.id, state: "pending" }, data: { state: "rejected", decidedAt: now() } });
  if (claimed.count === 0) return "skipped";
  const application = await db.application.findUnique({ where: { id: knockout.applicationId }, select: { status: true } });
  if (application?.status !== "active") {
    await db.applicationKnockout.update({ where: { id: knockout.id }, data: { state: "cancelled" } });
    return "skipped";
  }
  const system = systemCaller(knockout.organizationId, KNOCKOUT_ACTOR.name);
  const rule = { questionId: knockout.questionId, label: knockout.label, answer: knockout.answer };
  // under the policies as the organization's system caller, like a request. Counted in the reports'
  // rejection reasons under the organization's "Other", with the rule as its text; an organization
  // without an active "Other" keeps the text alone
  try {
    await asOrganization(knockout.organizationId, async () =>
      updateApplication(
        system,
        knockout.applicationId,
        { status: "rejected", rejectionReason: knockoutReason(knockout.label, knockout.answer), rejectionReasonId: await otherReason(), notifyCandidate: true },
        { actor: KNOCKOUT_ACTOR, auditMetadata: { rule } },
      ),
    );
  } catch (error) {
    // back to pending, so the queue's retry finds it again
    await db.applicationKnockout.update({ where: { id: knockout.id }, data: { state: "pending", decidedAt: null } });
    throw error;
  }
  return "rejected";
}

// The organization's active reason labelled "Other" (read inside the organization's scope)
async function otherReason(): Promise<number | null> {
  const reasons = await db.rejectionReason.findMany({ where: { archivedAt: null }, select: { id: true, label: true } });
  return reasons.find((r) => isOtherReason(r.label))?.id ?? null;
}
