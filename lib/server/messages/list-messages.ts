import type { Caller } from "@/lib/auth/caller";
import { now } from "@/lib/clock";
import { db } from "@/lib/db";
import { findVisibleCandidate } from "@/lib/server/notes/find-visible-candidate";
import { messageSelect, toMessage, type MessageView } from "./message-view";

const UNREAD = { direction: "inbound", kind: "message", readAt: null } as const;

// GET /api/candidates/{id}/messages: the conversation, oldest first. Empty for a caller who sees
// the candidate but not their messages (the policy: only those who manage one of their
// applications), as for tags.
export async function listMessages(caller: Caller, candidateId: number): Promise<{ messages: MessageView[]; unread: number }> {
  await findVisibleCandidate(caller, candidateId);
  const [rows, unread] = await Promise.all([
    db.candidateMessage.findMany({ where: { candidateId }, select: messageSelect, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
    db.candidateMessage.count({ where: { candidateId, ...UNREAD } }),
  ]);
  return { messages: rows.map(toMessage), unread };
}

// POST /api/candidates/{id}/messages/read: the conversation was opened; its replies are read.
export async function markMessagesRead(caller: Caller, candidateId: number): Promise<{ read: number }> {
  await findVisibleCandidate(caller, candidateId);
  const { count } = await db.candidateMessage.updateMany({ where: { candidateId, ...UNREAD }, data: { readAt: now() } });
  return { read: count };
}
