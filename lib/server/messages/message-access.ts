import type { Caller } from "@/lib/auth/caller";
import type { Tx } from "@/lib/db";
import { BadRequest } from "@/lib/errors";
import { lockManagedCandidate } from "@/lib/server/candidates/lock-managed-candidate";

export type Correspondent = { id: number; name: string; email: string; applicationId: number | null; jobTitle: string };

// The candidate the caller writes to, locked while the message is written (lockManagedCandidate:
// 404 unseen, 403 seen but not managed), and the application the message belongs to: the one
// given (it must be the candidate's and visible), else their latest.
export async function lockCorrespondent(tx: Tx, caller: Caller, candidateId: number, applicationId: number | null | undefined): Promise<Correspondent> {
  const candidate = await lockManagedCandidate(tx, caller, candidateId, "messages.send", "Only those who may write to candidates and work on one of their applications can write to them");
  const applications = await tx.$queryRaw<{ id: number; title: string }[]>`
    SELECT a.id, j.title FROM applications a JOIN jobs j ON j.id = a.job_id
     WHERE a.candidate_id = ${candidateId} ORDER BY a.created_at DESC, a.id DESC`;
  const chosen = applicationId == null ? applications[0] : applications.find((a) => a.id === applicationId);
  if (applicationId != null && !chosen) {
    throw new BadRequest("The application is not one of this candidate's", [{ path: "applicationId", message: "must be an application of this candidate you can see" }]);
  }
  return { id: candidate.id, name: candidate.name, email: candidate.email, applicationId: chosen?.id ?? null, jobTitle: chosen?.title ?? "" };
}
