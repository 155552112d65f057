import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { findVisibleCandidate } from "@/lib/server/notes/find-visible-candidate";

// What the notes list leaves out for this caller, and which feedback would show it
// (docs/decisions/170): others' notes stay hidden while any of the candidate's applications
// waits for the caller's feedback. Zero and an empty list for everyone else. The blind rule is the
// database's (policy own_only_while_reviewing_blind); the notes it hides are counted by the
// function that applies it, since the caller cannot read them.
export async function getHiddenNotes(caller: Caller, candidateId: number) {
  await findVisibleCandidate(caller, candidateId);
  const awaiting = await db.$queryRaw<{ applicationId: number; jobTitle: string }[]>`
    SELECT a.id AS "applicationId", j.title AS "jobTitle"
      FROM applications a JOIN jobs j ON j.id = a.job_id
     WHERE a.candidate_id = ${candidateId} AND a.id IN (SELECT caller_blind_application_ids())
     ORDER BY a.created_at, a.id`;
  const hiddenCount =
    awaiting.length === 0 ? 0 : (await db.$queryRaw<{ count: number }[]>`SELECT caller_hidden_note_count(${candidateId}) AS count`)[0].count;
  return { hiddenCount, awaitingFeedback: awaiting };
}
