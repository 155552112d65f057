import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { noteSelect, toNote } from "@/lib/schemas/note";
import { findVisibleCandidate } from "@/lib/server/notes/find-visible-candidate";

// Notes on a candidate the caller can see, newest first; a reviewer who has not submitted their
// feedback yet reads only their own (docs/decisions/170).
export async function listNotes(caller: Caller, candidateId: number) {
  await findVisibleCandidate(caller, candidateId);
  const rows = await db.candidateNote.findMany({
    where: { candidateId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: noteSelect,
  });
  return rows.map((row) => toNote(row, caller.userId));
}
