import type { Caller } from "@/lib/auth/caller";
import type { Tx } from "@/lib/db";
import { Forbidden, NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";

// The candidate whose tags the caller changes, locked for the change: not found when the caller
// cannot see them (the policies), 403 when they see them but manage none of their applications
// (an interviewer, a hiring manager asked to review for another team's job).
export async function lockTaggableCandidate(tx: Tx, caller: Caller, id: number): Promise<{ id: number; name: string }> {
  if (!isStorableId(id)) throw new NotFound("Candidate");
  const [candidate] = await tx.$queryRaw<{ id: number; name: string; manages: boolean }[]>`
    SELECT c.id, c.name,
           EXISTS (SELECT 1 FROM applications a WHERE a.candidate_id = c.id AND caller_manages_job(a.job_id)) AS manages
      FROM candidates c WHERE c.id = ${id} FOR UPDATE OF c`;
  if (!candidate) throw new NotFound("Candidate");
  if (!candidate.manages) throw new Forbidden("Only those who manage one of the candidate's applications can change their tags");
  return { id: candidate.id, name: candidate.name };
}
