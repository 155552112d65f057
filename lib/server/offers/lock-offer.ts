import { can, type Caller } from "@/lib/auth/caller";
import type { Tx } from "@/lib/db";
import { Forbidden, NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";
import type { OfferStatus } from "@/lib/schemas/offer";

export type LockedOffer = {
  id: number;
  organizationId: number;
  applicationId: number;
  jobId: number;
  status: OfferStatus;
  approvalRound: number;
  managed: boolean;
  label: string;
};

// The offer, locked for a change of it or its approvals: 404 when the policy hides it (another
// organization, an interviewer, someone neither managing the job nor asked to approve); with
// `manage`, 403 for an approver who does not manage the job. The lock orders every writer of one
// offer, so two approvers deciding the last step at once yield one result (decision 392).
export async function lockOffer(tx: Tx, caller: Caller, id: number, options: { manage: boolean }): Promise<LockedOffer> {
  if (!isStorableId(id)) throw new NotFound("Offer");
  const [offer] = await tx.$queryRaw<Omit<LockedOffer, "label">[]>`
    SELECT id, organization_id AS "organizationId", application_id AS "applicationId", job_id AS "jobId", status,
           approval_round AS "approvalRound", caller_manages_job(job_id) AS managed
      FROM offers WHERE id = ${id} FOR UPDATE`;
  if (!offer) throw new NotFound("Offer");
  if (options.manage && !(offer.managed && can(caller, "offers.manage"))) throw new Forbidden("Only admins, recruiters and this job's hiring managers can change its offers");
  return { ...offer, label: await offerLabel(tx, offer.id) };
}

// "Ada Lovelace (Backend Engineer)", as audit entries name an application; also for an approver who
// cannot read the application itself (caller_offer_subject).
export async function offerLabel(tx: Tx, offerId: number): Promise<string> {
  const [row] = await tx.$queryRaw<{ candidateName: string; jobTitle: string }[]>`
    SELECT candidate_name AS "candidateName", job_title AS "jobTitle" FROM caller_offer_subject(${offerId}::integer)`;
  return row ? `${row.candidateName} (${row.jobTitle})` : `offer ${offerId}`;
}
