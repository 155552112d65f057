// The offer shapes the screens read (lib/schemas/responses/offer.ts is the API's word on them).
export type OfferStatus = "draft" | "pending_approval" | "approved" | "sent" | "accepted" | "declined" | "expired" | "withdrawn";
export type OfferApproval = {
  id: number;
  step: number;
  mode: "any" | "all";
  approverId: string;
  approverName: string;
  status: "pending" | "approved" | "rejected" | "withdrawn" | "superseded";
  comment: string | null;
  decidedAt: string | null;
};
export type Offer = {
  id: number;
  applicationId: number;
  status: OfferStatus;
  salary: { amount: number; currency: string; period: "year" | "month" | "week" | "day" | "hour" };
  startDate: string | null;
  expiresAt: string | null;
  employmentType: string | null;
  terms: string | null;
  letterTemplateId: number | null;
  letterUrl: string | null;
  approvals: OfferApproval[];
  sentAt: string | null;
  respondedAt: string | null;
  declineReason: string | null;
};
export type LetterTemplate = { id: number; name: string; body: string };
export type PendingApproval = {
  id: number;
  kind: "offer" | "job";
  step: number;
  candidateName: string | null;
  jobTitle: string;
  offer: Offer | null;
  job: { id: number; title: string; salaryMin: number | null; salaryMax: number | null; salaryCurrency: string | null; headcount: number | null } | null;
};

export const LIVE: readonly OfferStatus[] = ["draft", "pending_approval", "approved", "sent"];
export const STATUS_TONES: Record<OfferStatus, "neutral" | "brand" | "green" | "amber" | "red" | "purple"> = {
  draft: "neutral",
  pending_approval: "amber",
  approved: "brand",
  sent: "purple",
  accepted: "green",
  declined: "red",
  expired: "neutral",
  withdrawn: "neutral",
};

export function money(salary: Offer["salary"]): string {
  return new Intl.NumberFormat(undefined, { style: "currency", currency: salary.currency, minimumFractionDigits: Number.isInteger(salary.amount) ? 0 : 2, maximumFractionDigits: 2 }).format(salary.amount);
}
