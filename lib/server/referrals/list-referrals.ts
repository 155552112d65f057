import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import type { ReferralStatus } from "@/lib/schemas/referral";
import { candidateStageLabel } from "@/lib/server/candidate-page/stage-label";

export type ReferralListItem = { id: number; candidateName: string; jobTitle: string | null; status: ReferralStatus; stageLabel: string | null; createdAt: string };

// GET /api/referrals?mine=true (docs/decisions/501): the caller's own referrals, newest first, with
// the name and job as the referrer sent them and the progress in the candidate's words. The rows are
// the caller's by the referrals' policy (made_by_the_caller); their progress comes from
// caller_referral_progress(), which reads past the applications' policies for the caller's own
// referrals only, and only the status and stage of an application the referral started. Nothing
// else of the application (feedback, notes, offers, salary) is read.
export async function listMyReferrals(caller: Caller): Promise<{ referrals: ReferralListItem[] }> {
  const rows = await db.$queryRaw<
    { id: number; name: string; jobTitle: string | null; status: ReferralStatus | null; stageName: string | null; stageCandidateLabel: string | null; createdAt: Date }[]
  >`
    SELECT r.id, r.name, r.job_title AS "jobTitle", p.status, p.stage_name AS "stageName", p.stage_candidate_label AS "stageCandidateLabel", r.created_at AS "createdAt"
      FROM referrals r LEFT JOIN caller_referral_progress() p ON p.referral_id = r.id
     WHERE r.referrer_id = ${caller.userId}
     ORDER BY r.created_at DESC, r.id DESC`;
  return {
    referrals: rows.map((r) => ({
      id: r.id,
      candidateName: r.name,
      jobTitle: r.jobTitle,
      status: r.status ?? (r.jobTitle === null ? "received" : "active"),
      stageLabel: r.stageName === null ? null : candidateStageLabel({ name: r.stageName, candidateLabel: r.stageCandidateLabel }),
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
