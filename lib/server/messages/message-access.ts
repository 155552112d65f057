import type { Caller } from "@/lib/auth/caller";
import type { Tx } from "@/lib/db";
import { BadRequest, Forbidden, NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";

export type Correspondent = { id: number; name: string; email: string; applicationId: number | null; jobTitle: string };

// The candidate the caller writes to, locked while the message is written: not found when the caller
// cannot see them (the policies), 403 when they see them but manage none of their applications (an
// interviewer), and the application the message belongs to: the one given (it must be the
// candidate's and visible), else their latest.
export async function lockCorrespondent(tx: Tx, caller: Caller, candidateId: number, applicationId: number | null | undefined): Promise<Correspondent> {
  if (!isStorableId(candidateId)) throw new NotFound("Candidate");
  const [candidate] = await tx.$queryRaw<{ id: number; name: string; email: string; manages: boolean }[]>`
    SELECT c.id, c.name, c.email,
           EXISTS (SELECT 1 FROM applications a WHERE a.candidate_id = c.id AND caller_manages_job(a.job_id)) AS manages
      FROM candidates c WHERE c.id = ${candidateId} FOR UPDATE OF c`;
  if (!candidate) throw new NotFound("Candidate");
  if (!candidate.manages) throw new Forbidden("Only those who manage one of the candidate's applications can write to them");
  const applications = await tx.$queryRaw<{ id: number; title: string }[]>`
    SELECT a.id, j.title FROM applications a JOIN jobs j ON j.id = a.job_id
     WHERE a.candidate_id = ${candidateId} ORDER BY a.created_at DESC, a.id DESC`;
  const chosen = applicationId == null ? applications[0] : applications.find((a) => a.id === applicationId);
  if (applicationId != null && !chosen) {
    throw new BadRequest("The application is not one of this candidate's", [{ path: "applicationId", message: "must be an application of this candidate you can see" }]);
  }
  return { id: candidate.id, name: candidate.name, email: candidate.email, applicationId: chosen?.id ?? null, jobTitle: chosen?.title ?? "" };
}
