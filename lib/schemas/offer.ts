import { z } from "zod";
import { CurrencyCode } from "./currency";
import { EMPLOYMENT_TYPES } from "./job";

export const OFFER_STATUSES = ["draft", "pending_approval", "approved", "sent", "accepted", "declined", "expired", "withdrawn"] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
// an offer in play: at most one per application (a partial unique index says so too)
export const LIVE_OFFER_STATUSES: readonly OfferStatus[] = ["draft", "pending_approval", "approved", "sent"];
export const SALARY_PERIODS = ["year", "month", "week", "day", "hour"] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];
// to compare an offer with a yearly threshold (decision 391): 52 weeks, 260 working days, 2080 hours
export const PERIODS_PER_YEAR: Record<SalaryPeriod, number> = { year: 1, month: 12, week: 52, day: 260, hour: 2080 };

const MAX_AMOUNT = 999_999_999_999;
export const OFFER_TERMS_MAX = 20_000;
export const APPROVAL_COMMENT_MAX = 2_000;

const Amount = z
  .number({ error: "must be a number, such as 85000" })
  .positive("must be more than 0")
  .max(MAX_AMOUNT, "is too large")
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, "must have at most two decimals");

export const Salary = z.object({ amount: Amount, currency: CurrencyCode, period: z.enum(SALARY_PERIODS) });
export type Salary = z.output<typeof Salary>;

const StartDate = z.iso.date("must be a date, YYYY-MM-DD");
const ExpiresAt = z.iso.datetime({ message: "must be an ISO 8601 timestamp", offset: true }).transform((s) => new Date(s));
const Terms = z
  .string()
  .trim()
  .max(OFFER_TERMS_MAX, `must be at most ${OFFER_TERMS_MAX} characters`)
  .transform((s) => (s === "" ? null : s));

const offerFields = {
  salary: Salary,
  startDate: StartDate.nullable().optional(),
  expiresAt: ExpiresAt.nullable().optional(),
  employmentType: z.enum(EMPLOYMENT_TYPES).nullable().optional(),
  terms: Terms.nullable().optional(),
  // one of the organization's offer letters (docs/decisions/394); null: the built-in letter
  letterTemplateId: z.number().int().positive().nullable().optional(),
};

// POST /api/applications/{id}/offers: a draft
export const CreateOfferBody = z.object(offerFields);
export type CreateOfferBody = z.output<typeof CreateOfferBody>;

// PATCH /api/offers/{id}: what is given changes; `status: "withdrawn"` takes an offer back
export const UpdateOfferBody = z
  .object({ ...offerFields, salary: Salary.optional(), status: z.literal("withdrawn").optional() })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: "give at least one field to change", path: [] });
export type UpdateOfferBody = z.output<typeof UpdateOfferBody>;

// POST /api/approvals/{id}/decision
export const ApprovalDecisionBody = z.object({
  decision: z.enum(["approve", "reject"]),
  comment: z
    .string()
    .trim()
    .max(APPROVAL_COMMENT_MAX, `must be at most ${APPROVAL_COMMENT_MAX} characters`)
    .transform((s) => (s === "" ? null : s))
    .nullable()
    .optional(),
});
export type ApprovalDecisionBody = z.output<typeof ApprovalDecisionBody>;

// GET /api/approvals?mine=pending
export const ApprovalsQuery = z.object({ mine: z.literal("pending", { message: 'must be "pending"' }) });

// POST /api/public/offers/{token}: the candidate accepts by typing their full name, or declines
export const OFFER_REASON_MAX = 2_000;
export const RespondToOfferBody = z.discriminatedUnion("accept", [
  z.object({
    accept: z.literal(true),
    signatureName: z.string().trim().min(1, "type your full name").max(200, "must be at most 200 characters"),
    // the SHA-256 of the letter the page showed (GET answers it); a letter changed since is a 409
    letterSha256: z.string().regex(/^[0-9a-f]{64}$/, "must be a SHA-256 in hex").optional(),
  }),
  z.object({
    accept: z.literal(false),
    reason: z
      .string()
      .trim()
      .max(OFFER_REASON_MAX, `must be at most ${OFFER_REASON_MAX} characters`)
      .transform((s) => (s === "" ? null : s))
      .nullable()
      .optional(),
  }),
]);
export type RespondToOfferBody = z.output<typeof RespondToOfferBody>;

// POST /api/offer-letter-templates, PUT /api/offer-letter-templates/{id}
export const LETTER_BODY_MAX = 20_000;
export const LetterTemplateBody = z.object({
  name: z.string().trim().min(1, "must not be empty").max(80, "must be at most 80 characters"),
  body: z.string().trim().min(1, "must not be empty").max(LETTER_BODY_MAX, `must be at most ${LETTER_BODY_MAX} characters`),
});
export type LetterTemplateBody = z.output<typeof LetterTemplateBody>;

// GET /api/reports/offers?range=30d|90d|all
export const OfferReportQuery = z.object({ range: z.enum(["30d", "90d", "all"]).default("30d") });
export type OfferReportQuery = z.output<typeof OfferReportQuery>;
