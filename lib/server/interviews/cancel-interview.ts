import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db";
import { Conflict } from "@/lib/errors";
import { actorOf } from "@/lib/server/audit/record-audit";
import { lockInterview } from "./interview-access";
import { recordInterviewChange } from "./record-interview-change";
import { interviewSelect, toInterview } from "./to-interview";

// DELETE /api/interviews/{id}: the interview is cancelled, not removed (its history and the
// invitation's CANCEL refer to it); its interviewers' time is free again.
export async function cancelInterview(caller: Caller, id: number) {
  return db.$transaction(async (tx) => {
    const { row, application } = await lockInterview(tx, caller, id);
    if (row.status !== "scheduled") throw new Conflict(`This interview is ${row.status}; only a scheduled one can be cancelled`);
    const changed = await tx.interview.update({ where: { id }, data: { status: "cancelled", sequence: row.sequence + 1 }, select: interviewSelect });
    const interview = await toInterview(tx, changed);
    const interviewers = await tx.user.findMany({ where: { id: { in: row.interviewerIds } }, select: { id: true, name: true, email: true } });
    await recordInterviewChange(tx, actorOf(caller), caller.orgId, "cancelled", { interview, previous: { status: "scheduled" }, application, interviewers, uid: row.uid, sequence: row.sequence + 1 });
    return interview;
  });
}
