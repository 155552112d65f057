import { z } from "zod";
import { DateOnly, ResourceId, Timestamp, UserId } from "./common";
import { PublicOrganization } from "./organization";

// Offers and their approvals (docs/decisions/390-392).
export const OfferStatus = z.enum(["draft", "pending_approval", "approved", "sent", "accepted", "declined", "expired", "withdrawn"]);
export const SalaryPeriod = z.enum(["year", "month", "week", "day", "hour"]);
export const OfferSalary = z.object({
  amount: z.number().positive().describe("In currency units, at most two decimals"),
  currency: z.string().length(3).describe("ISO 4217 code"),
  period: SalaryPeriod,
});

export const OfferApproval = z.object({
  id: ResourceId.describe("The approval's id, for POST /api/approvals/{id}/decision"),
  offerId: ResourceId,
  step: z.number().int().min(0).describe("Position of the step in the chain of this round, from 0"),
  mode: z.enum(["any", "all"]).describe("any: one approver of the step decides it; all: every approver must approve"),
  approverId: UserId,
  approverName: z.string(),
  status: z.enum(["pending", "approved", "rejected", "withdrawn", "superseded"]).describe("withdrawn: the approver left the organization before deciding; superseded: the step was decided by another approver"),
  comment: z.string().nullable(),
  decidedAt: Timestamp.nullable(),
});

export const Offer = z.object({
  id: ResourceId,
  applicationId: ResourceId,
  status: OfferStatus,
  salary: OfferSalary,
  startDate: DateOnly.nullable(),
  expiresAt: Timestamp.nullable().describe("Until when the candidate may accept; the offer expires then"),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  jobId: ResourceId.describe("Extension: the application's job"),
  employmentType: z.enum(["full_time", "part_time", "contract", "temporary", "internship"]).nullable().describe("Extension"),
  terms: z.string().nullable().describe("Extension: custom terms, Markdown"),
  approvalRound: z.number().int().min(0).describe("Extension: 0 before the first submission; each change after submission starts the next round"),
  approvals: z.array(OfferApproval).describe("Extension: the current round's approvals, in chain order"),
  submittedAt: Timestamp.nullable(),
  approvedAt: Timestamp.nullable(),
  sentAt: Timestamp.nullable(),
  respondedAt: Timestamp.nullable().describe("When the candidate accepted or declined"),
  declineReason: z.string().nullable(),
  letterTemplateId: ResourceId.nullable().describe("Extension: the organization's offer letter used; null: the built-in letter"),
  letterUrl: z.string().nullable().describe("Extension: the sent letter as a PDF, once sent"),
});

export const OfferResponse = z.object({ offer: Offer });
export const DecisionResponse = z.union([
  OfferResponse,
  z.object({ job: z.object({ id: ResourceId, title: z.string(), approvalStatus: z.enum(["not_required", "pending", "approved", "rejected"]) }) }),
]);
export const OffersResponse = z.object({ offers: z.array(Offer).describe("Newest first") });

export const PendingApproval = z.object({
  id: ResourceId.describe("The approval's id"),
  kind: z.enum(["offer", "job"]).describe("What it approves: an offer, or a job before it opens (docs/decisions/395)"),
  step: z.number().int().min(0),
  candidateName: z.string().nullable().describe("Whom the offer is for; null for a job"),
  jobTitle: z.string(),
  offer: Offer.nullable(),
  job: z
    .object({ id: ResourceId, title: z.string(), salaryMin: z.number().int().nullable(), salaryMax: z.number().int().nullable(), salaryCurrency: z.string().nullable(), headcount: z.number().int().nullable(), approvalStatus: z.literal("pending") })
    .nullable(),
});
export const PendingApprovalsResponse = z.object({ approvals: z.array(PendingApproval).describe("Oldest first; only steps the offer is at now") });

export const ApprovalChainStep = z.object({
  position: z.number().int().min(0),
  mode: z.enum(["any", "all"]),
  approverIds: z.array(UserId),
  approvers: z.array(z.object({ id: UserId, name: z.string() })),
  role: z.string().nullable().describe("The key of a role whose members may approve: every active member of it when the offer is submitted"),
  minYearlyAmount: z.object({ amount: z.number().min(0), currency: z.string().length(3) }).nullable().describe("Offers only: the step applies above this yearly amount (and to offers in another currency)"),
});
export const ApprovalChainResponse = z.object({ chain: z.object({ kind: z.enum(["offer", "job"]), steps: z.array(ApprovalChainStep) }) });

const eventOf = <T extends string>(type: T, description: string, previous: z.ZodType) =>
  z.object({ type: z.literal(type), timestamp: Timestamp.describe("When the change was made"), data: Offer.extend({ previous }) }).describe(description);
const Previous = z.object({ status: OfferStatus }).partial().nullable().describe("The old status, or null for a new offer");

export const OfferCreatedEvent = eventOf("offer.created", "An offer was drafted", z.null());
export const OfferApprovedEvent = eventOf("offer.approved", "An offer passed its approval chain", Previous);
export const OfferSentEvent = eventOf("offer.sent", "An offer was e-mailed to the candidate", Previous);
export const OfferAcceptedEvent = eventOf("offer.accepted", "The candidate accepted an offer (signed with their name)", Previous);
export const OfferDeclinedEvent = eventOf("offer.declined", "The candidate declined an offer", Previous);

// The candidate's page (GET /api/public/offers/{token}): the letter as sent and what surrounds it
export const PublicOfferResponse = z.object({
  offer: z.object({
    status: z.literal("sent"),
    salary: OfferSalary,
    startDate: DateOnly.nullable(),
    expiresAt: Timestamp.nullable(),
    employmentType: z.enum(["full_time", "part_time", "contract", "temporary", "internship"]).nullable(),
    candidateName: z.string(),
    jobTitle: z.string(),
    letterHtml: z.string().describe("The letter as sent, HTML rendered from the organization's Markdown template"),
    letterSha256: z.string().regex(/^[0-9a-f]{64}$/).describe("SHA-256 (hex) of letterHtml's UTF-8 bytes; recorded with the signature"),
  }),
  organization: PublicOrganization,
});
export const RespondToOfferResponse = z.object({ ok: z.literal(true), status: z.enum(["accepted", "declined"]) });

export const OfferLetterTemplate = z.object({
  id: ResourceId,
  name: z.string(),
  body: z.string().describe("Markdown with merge fields: {{candidate.name}}, {{job.title}}, {{org.name}}, {{offer.salary}}, {{offer.startDate}}, {{offer.expiresAt}}, {{offer.employmentType}}, {{offer.terms}}"),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export const OfferLetterTemplatesResponse = z.object({ templates: z.array(OfferLetterTemplate).describe("Alphabetical") });
export const OfferLetterTemplateResponse = z.object({ template: OfferLetterTemplate });
export const OfferLetterPdf = z.string().describe("The PDF's bytes");

export const OfferReportResponse = z.object({
  range: z.enum(["30d", "90d", "all"]),
  offersMade: z.number().int().min(0).describe("Offers sent to candidates in the range"),
  accepted: z.number().int().min(0),
  declined: z.number().int().min(0),
  expired: z.number().int().min(0),
  awaitingAnswer: z.number().int().min(0),
  acceptanceRate: z.number().min(0).max(1).nullable().describe("accepted / (accepted + declined + expired); null when none ended"),
  avgDaysApplicationToOffer: z.number().min(0).nullable().describe("Mean days from the application to sending the offer; null when none"),
});
