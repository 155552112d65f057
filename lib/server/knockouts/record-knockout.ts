import type { Tx } from "@/lib/db";
import { now } from "@/lib/clock";
import { enqueueJobs } from "@/lib/queue/boss";
import { KNOCKOUT_QUEUE } from "@/lib/queue/queues";
import type { AuditEntry } from "@/lib/server/audit/record-audit";
import type { CheckedAnswer } from "@/lib/server/questions/validate-answers";
import { matchKnockout } from "./match-knockout";

// In the apply's transaction (decision 331): the first answer a rule rejects is kept with the time
// the rule acts; a rejecting rule queues its job for then, so a restart or another instance runs
// it. Answers the audit entry to write with the apply's, or null when no rule matched.
export async function recordKnockout(tx: Tx, organizationId: number, applicationId: number, answers: CheckedAnswer[]): Promise<AuditEntry | null> {
  const match = matchKnockout(answers);
  if (!match) return null;
  const { question, answer } = match;
  const rule = question.knockout!;
  const dueAt = new Date(now().getTime() + rule.delayMinutes * 60_000);
  const knockout = await tx.applicationKnockout.create({
    data: { organizationId, applicationId, questionId: question.id, label: question.label, answer, action: rule.action, state: rule.action === "review" ? "review" : "pending", dueAt },
    select: { id: true },
  });
  if (rule.action === "reject") await enqueueJobs(tx, [{ name: KNOCKOUT_QUEUE, data: { knockoutId: knockout.id }, startAfter: dueAt }]);
  return {
    organizationId,
    action: rule.action === "reject" ? "application.knockout_matched" : "application.knockout_flagged",
    targetType: "application",
    targetId: applicationId,
    metadata: { rule: { questionId: question.id, label: question.label, answer }, action: rule.action, dueAt: dueAt.toISOString() },
  };
}
