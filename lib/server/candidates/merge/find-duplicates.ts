import type { Caller } from "@/lib/auth/caller";
import { db, type Tx } from "@/lib/db";
import { findVisibleCandidate } from "@/lib/server/notes/find-visible-candidate";

export type DuplicateReason = "same_email" | "same_phone" | "same_name_similar_email";

// GET /api/candidates/{id}/duplicates (decision 352): other records that are likely the same
// person, with why, for who holds `candidates.merge` (its route declares it). The comparison is
// caller_duplicate_candidates.
export async function findDuplicates(caller: Caller, candidateId: number) {
  await findVisibleCandidate(caller, candidateId);
  return db.$queryRaw<{ id: number; name: string; email: string; phone: string | null; createdAt: Date; applications: number; reasons: DuplicateReason[] }[]>`
    SELECT c.id, c.name, c.email, c.phone, c.created_at AS "createdAt",
           (SELECT count(*)::int FROM applications a WHERE a.candidate_id = c.id) AS applications, d.reasons
      FROM caller_duplicate_candidates(${candidateId}::int) d JOIN candidates c ON c.id = d.id
     ORDER BY c.created_at, c.id`;
}

export type ResumeDuplicate = { candidateId: number; reasons: DuplicateReason[] };

// The same comparison for a résumé not yet a candidate (a bulk upload's file, decision 502): the
// organization's candidates likely the same person as this e-mail, phone and name, with why. Empty
// for a caller who does not see every job (as above); the upload's queue job runs as the
// organization, which does.
export async function findResumeDuplicates(tx: Tx, person: { email: string; phone: string | null; name: string }): Promise<ResumeDuplicate[]> {
  const rows = await tx.$queryRaw<{ id: number; reasons: DuplicateReason[] }[]>`
    SELECT id, reasons FROM caller_resume_duplicates(${person.email}, ${person.phone}, ${person.name})`;
  return rows.map((row) => ({ candidateId: row.id, reasons: row.reasons }));
}
