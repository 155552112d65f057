import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { noteSelect, toNote } from "@/lib/schemas/note";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { recordEvent } from "@/lib/server/events/record-event";
import { findVisibleCandidate } from "@/lib/server/notes/find-visible-candidate";
import { mentionedUserIds } from "@/lib/server/notifications/mentions";
import { notifyMembers } from "@/lib/server/notifications/notify-members";

// Any role may note on a candidate it can see; the author's name is kept with the note.
export async function createNote(caller: Caller, candidateId: number, body: string) {
  await findVisibleCandidate(caller, candidateId);
  const row = await db.$transaction(async (tx) => {
    const note = await tx.candidateNote.create({
      data: { candidateId, authorId: caller.userId, authorName: caller.name, body },
      select: noteSelect,
    });
    const { name: candidateName } = await tx.candidate.findUniqueOrThrow({ where: { id: candidateId }, select: { name: true } });
    // before the audit entry: from its insert to commit the organization's writes queue (decision 052)
    const { isMine: _isMine, ...data } = toNote(note, caller.userId);
    await recordEvent(tx, { organizationId: caller.orgId, type: "note.created", data: { ...data, candidateId }, previous: null });
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "note.created",
      targetType: "note",
      targetId: note.id,
      targetLabel: candidateName,
      metadata: { candidateId, length: body.length },
    });
    // a mentioned member who may not see the candidate is not notified (notifyMembers writes as them)
    await notifyMembers(tx, {
      organizationId: caller.orgId,
      kind: "mention",
      actorId: caller.userId,
      recipientIds: mentionedUserIds(body),
      text: `${caller.name} mentioned you on ${candidateName}`,
      url: `/candidates/${candidateId}`,
      candidateId,
      applicationId: null,
      about: { subject: "candidate", id: candidateId },
    });
    return note;
  });
  return toNote(row, caller.userId);
}
