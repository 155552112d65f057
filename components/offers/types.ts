import type { offerOperations } from "@/lib/openapi/operations/offers";
import type { ResponseOf } from "@/lib/ui/response-of";

// The offer shapes the screens read, from the endpoints' declarations.
export type Offer = ResponseOf<typeof offerOperations.getOffer>["offer"];
export type OfferStatus = Offer["status"];
export type OfferApproval = Offer["approvals"][number];
export type LetterTemplate = ResponseOf<typeof offerOperations.listOfferLetterTemplates>["templates"][number];
export type PendingApproval = ResponseOf<typeof offerOperations.listMyPendingApprovals>["approvals"][number];

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
