import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { blindReviewsWhere } from "@/lib/server/access/visibility";
import { findVisibleCandidate } from "@/lib/server/notes/find-visible-candidate";

// What the notes list leaves out for this caller, and which feedback would show it
// (docs/decisions/170): others' notes stay hidden while any of the candidate's applications
// waits for the caller's feedback. Zero and an empty list for everyone else.
export async function getHiddenNotes(caller: Caller, candidateId: number) {
  await findVisibleCandidate(caller, candidateId);
  const blind = blindReviewsWhere(caller);
  const awaiting = blind
    ? await db.application.findMany({
        where: { ...blind, candidateId },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: { id: true, job: { select: { title: true } } },
      })
    : [];
  const hiddenCount =
    awaiting.length === 0
      ? 0
      : await db.candidateNote.count({ where: { candidateId, OR: [{ authorId: null }, { authorId: { not: caller.userId } }] } });
  return { hiddenCount, awaitingFeedback: awaiting.map((a) => ({ applicationId: a.id, jobTitle: a.job.title })) };
}
