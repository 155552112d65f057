import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db";
import { offerViews } from "./offer-view";

// GET /api/approvals?mine=pending: the approvals waiting for the caller now, oldest first: only
// those of the step each offer is at (a later step waits its turn), each with its offer and whom
// and which job it is for.
export async function listMyPendingApprovals(caller: Caller) {
  const rows = await db.$queryRaw<{ id: number; offerId: number; round: number; step: number; createdAt: Date; candidateName: string | null; jobTitle: string | null }[]>`
    SELECT a.id, a.offer_id AS "offerId", a.round, a.step, a.created_at AS "createdAt", s.candidate_name AS "candidateName", s.job_title AS "jobTitle"
      FROM approvals a
      JOIN offers o ON o.id = a.offer_id AND o.approval_round = a.round AND o.status = 'pending_approval'
      LEFT JOIN LATERAL caller_offer_subject(a.offer_id) s ON true
     WHERE a.approver_id = ${caller.userId} AND a.status = 'pending'
       AND a.step = (SELECT min(p.step) FROM approvals p WHERE p.offer_id = a.offer_id AND p.round = a.round AND p.status = 'pending')
     ORDER BY a.created_at, a.id`;
  const offers = new Map((await offerViews(db, rows.map((r) => r.offerId))).map((o) => [o.id, o]));
  return {
    approvals: rows.map((r) => ({ id: r.id, step: r.step, candidateName: r.candidateName ?? "", jobTitle: r.jobTitle ?? "", offer: offers.get(r.offerId)! })),
  };
}
