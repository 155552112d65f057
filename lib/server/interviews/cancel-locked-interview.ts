import type { Tx } from "@/lib/db";
import { Conflict } from "@/lib/errors";
import type { AuditActor } from "@/lib/server/audit/record-audit";
import type { InterviewApplication, LockedInterviewRow } from "./interview-access";
import { recordInterviewChange } from "./record-interview-change";
import { interviewSelect, toInterview } from "./to-interview";

// A locked interview cancelled by the team or by its candidate: cancelled, not removed (its history
// and the invitation's CANCEL refer to it); its interviewers' time is free again.
export async function cancelLockedInterview(tx: Tx, actor: AuditActor, organizationId: number, row: LockedInterviewRow, application: InterviewApplication) {
  if (row.status !== "scheduled") throw new Conflict(`This interview is ${row.status}; only a scheduled one can be cancelled`);
  const changed = await tx.interview.update({ where: { id: row.id }, data: { status: "cancelled", sequence: row.sequence + 1 }, select: interviewSelect });
  const interview = await toInterview(tx, changed);
  const interviewers = await tx.user.findMany({ where: { id: { in: row.interviewerIds } }, select: { id: true, name: true, email: true } });
  await recordInterviewChange(tx, actor, organizationId, "cancelled", { interview, previous: { status: "scheduled" }, application, interviewers, uid: row.uid, sequence: row.sequence + 1 });
  return interview;
}
