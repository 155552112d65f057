import type { Tx } from "@/lib/db";
import { Conflict } from "@/lib/errors";
import type { UpdateInterviewBody } from "@/lib/schemas/interview";
import type { AuditActor } from "@/lib/server/audit/record-audit";
import { changedValues } from "@/lib/server/events/record-event";
import { interviewersOf, refusePastStart, type InterviewApplication, type LockedInterviewRow } from "./interview-access";
import { recordInterviewChange } from "./record-interview-change";
import { interviewSelect, toInterview } from "./to-interview";

// A locked interview changed by the team or by its candidate: a new time or new interviewers
// reschedule it (a new invitation, SEQUENCE raised); other details update it. Only a scheduled one.
export async function changeInterview(tx: Tx, actor: AuditActor, organizationId: number, row: LockedInterviewRow, application: InterviewApplication, body: UpdateInterviewBody) {
  if (row.status !== "scheduled") throw new Conflict(`This interview is ${row.status}; only a scheduled one can be changed`);
  const before = await toInterview(tx, row);
  if (body.startsAt) refusePastStart(body.startsAt);
  const interviewers = await interviewersOf(tx, body.interviewerIds ?? row.interviewerIds);
  const data = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
  const changed = await tx.interview.update({ where: { id: row.id }, data, select: interviewSelect });
  const after = await toInterview(tx, changed);
  const previous = changedValues(before, after);
  if (Object.keys(previous).filter((k) => k !== "updatedAt").length === 0) return before;
  const moved = "startsAt" in previous || "endsAt" in previous || "interviewerIds" in previous;
  const sequence = row.sequence + 1;
  await tx.interview.update({ where: { id: row.id }, data: { sequence } });
  delete previous.updatedAt;
  const removed = row.interviewerIds.filter((userId) => !changed.interviewerIds.includes(userId));
  const takenOff = removed.length ? await tx.user.findMany({ where: { id: { in: removed } }, select: { id: true, name: true, email: true } }) : [];
  await recordInterviewChange(tx, actor, organizationId, moved ? "rescheduled" : "updated", { interview: after, previous, application, interviewers, uid: row.uid, sequence, removed: takenOff });
  return after;
}
