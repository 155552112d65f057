import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db";
import { ownerDb } from "@/lib/db/owner";
import { offerViews, type OfferView } from "./offer-view";

type JobAwaiting = { id: number; title: string; salaryMin: number | null; salaryMax: number | null; salaryCurrency: string | null; headcount: number | null; approvalStatus: string; approvalRound: number };
type Item = {
  id: number;
  kind: "offer" | "job";
  step: number;
  candidateName: string | null;
  jobTitle: string;
  offer: OfferView | null;
  job: Omit<JobAwaiting, "approvalRound"> | null;
};
type Row = { id: number; offerId: number | null; jobId: number | null; round: number; step: number; createdAt: Date; candidateName: string | null; jobTitle: string | null };

// GET /api/approvals?mine=pending: the approvals waiting for the caller now, oldest first: only
// those of the step each offer or job is at (a later step waits its turn), each with what it
// approves: the offer (with whom and which job it is for) or the job (docs/decisions/395).
export async function listMyPendingApprovals(caller: Caller) {
  const rows = await db.$queryRaw<Row[]>`
    SELECT a.id, a.offer_id AS "offerId", a.job_id AS "jobId", a.round, a.step, a.created_at AS "createdAt", s.candidate_name AS "candidateName", s.job_title AS "jobTitle"
      FROM approvals a
      LEFT JOIN offers o ON o.id = a.offer_id
      LEFT JOIN LATERAL caller_offer_subject(a.offer_id) s ON a.offer_id IS NOT NULL
     WHERE a.approver_id = ${caller.userId} AND a.status = 'pending'
       AND (a.offer_id IS NULL OR (o.approval_round = a.round AND o.status = 'pending_approval'))
       AND a.step = (SELECT min(p.step) FROM approvals p
                      WHERE p.round = a.round AND p.status = 'pending'
                        AND p.offer_id IS NOT DISTINCT FROM a.offer_id AND p.job_id IS NOT DISTINCT FROM a.job_id)
     ORDER BY a.created_at, a.id`;
  const offers = new Map((await offerViews(db, rows.flatMap((r) => (r.offerId ? [r.offerId] : [])))).map((o) => [o.id, o]));
  const jobs = await jobsAwaiting(caller, rows);
  return {
    approvals: rows.flatMap((r): Item[] => {
      if (r.offerId) return [{ id: r.id, kind: "offer", step: r.step, candidateName: r.candidateName ?? "", jobTitle: r.jobTitle ?? "", offer: offers.get(r.offerId)!, job: null }];
      const job = jobs.get(r.jobId!);
      // a job's approval counts while the job waits for this round
      if (!job || job.approvalStatus !== "pending" || job.approvalRound !== r.round) return [];
      const { approvalRound: _round, ...shown } = job;
      return [{ id: r.id, kind: "job", step: r.step, candidateName: null, jobTitle: job.title, offer: null, job: shown }];
    }),
  };
}

// The jobs the caller is asked to approve, read as the owner: an approver need not manage the job
// to know what they approve; the ids come from the caller's own approval rows, in their organization.
async function jobsAwaiting(caller: Caller, rows: Row[]): Promise<Map<number, JobAwaiting>> {
  const ids = rows.flatMap((r) => (r.jobId ? [r.jobId] : []));
  if (ids.length === 0) return new Map();
  const jobs = await ownerDb.job.findMany({
    // as the owner, whom no policy limits: jobs of the caller's organization only
    where: { id: { in: ids }, organizationId: caller.orgId },
    select: { id: true, title: true, salaryMin: true, salaryMax: true, salaryCurrency: true, headcount: true, approvalStatus: true, approvalRound: true },
  });
  return new Map(jobs.map((j) => [j.id, j]));
}
