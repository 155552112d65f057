import { can, type Caller } from "@/lib/auth/caller";
import type { Permission } from "@/lib/auth/permissions";
import type { Tx } from "@/lib/db";
import { Forbidden, NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";

// A candidate the caller changes something of that only those who work on one of the candidate's
// applications may (tags, messages), locked for the change: not found when the caller cannot see
// them (the policies), 403 with `refusal` when they lack `permission` or see them but work on none
// of their jobs (see every job, or manage it: not an interviewer, nor a hiring manager asked to
// review for another team's job).
export async function lockManagedCandidate(tx: Tx, caller: Caller, id: number, permission: Permission, refusal: string): Promise<{ id: number; name: string; email: string }> {
  if (!isStorableId(id)) throw new NotFound("Candidate");
  const [candidate] = await tx.$queryRaw<{ id: number; name: string; email: string; manages: boolean }[]>`
    SELECT c.id, c.name, c.email,
           (SELECT caller_sees_all_jobs()) OR EXISTS (SELECT 1 FROM applications a WHERE a.candidate_id = c.id AND caller_manages_job(a.job_id)) AS manages
      FROM candidates c WHERE c.id = ${id} FOR UPDATE OF c`;
  if (!candidate) throw new NotFound("Candidate");
  if (!candidate.manages || !can(caller, permission)) throw new Forbidden(refusal);
  return { id: candidate.id, name: candidate.name, email: candidate.email };
}
