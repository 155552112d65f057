import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";
import { canManageJob } from "@/lib/server/access/visibility";
import { toActivityItem } from "./to-activity-item";

export const ACTIVITY_LIMIT = 200;

// The history of an application for everyone who may see it (docs/decisions/184): the audit
// entries about the application itself, its feedback and the notes on its candidate that the
// caller may read (a blind reviewer reads only their own, decision 170). Events never carry
// feedback notes or scores, so the timeline keeps feedback blind (decisions 030, 065).
export async function listApplicationActivity(caller: Caller, id: number) {
  if (!isStorableId(id)) throw new NotFound("Application");
  const application = await db.application.findFirst({
    where: { id },
    select: { candidateId: true, job: { select: { hiringManagers: { select: { userId: true } } } } },
  });
  if (!application) throw new NotFound("Application");
  const canManage = canManageJob(caller, application.job.hiringManagers.map((m) => m.userId));
  const [feedback, notes, messages, decisions] = await Promise.all([
    // the feedback the caller reads, and what the blind rule hides from them: its events carry no content
    db.$queryRaw<{ id: number }[]>`SELECT f.id FROM feedback f WHERE f.application_id = ${id} UNION SELECT caller_blind_feedback_ids(${id})`,
    db.candidateNote.findMany({ where: { candidateId: application.candidateId }, select: { id: true } }),
    // the conversation about this application, for those who may read it (decision 400)
    db.candidateMessage.findMany({ where: { applicationId: id }, select: { id: true } }),
    // the debrief's decisions, hidden from a reviewer still blind on the application (decision 486)
    db.debriefDecision.findMany({ where: { applicationId: id }, select: { id: true } }),
  ]);
  const rows = await db.auditLog.findMany({
    where: {
      OR: [
        { targetType: "application", targetId: String(id) },
        ...(feedback.length ? [{ targetType: "feedback", targetId: { in: feedback.map((f) => String(f.id)) } }] : []),
        ...(notes.length ? [{ targetType: "note", targetId: { in: notes.map((n) => String(n.id)) } }] : []),
        ...(messages.length ? [{ targetType: "message", targetId: { in: messages.map((m) => String(m.id)) } }] : []),
        ...(decisions.length ? [{ targetType: "debrief_decision", targetId: { in: decisions.map((d) => String(d.id)) } }] : []),
      ],
    },
    orderBy: { id: "desc" },
    take: ACTIVITY_LIMIT,
    select: { id: true, action: true, actorName: true, targetId: true, metadata: true, createdAt: true },
  });
  return rows.map((row) => toActivityItem(row, { canManage }));
}
