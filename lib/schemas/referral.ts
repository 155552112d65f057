import { z } from "zod";
import { Email, Id, Name } from "./common";
import { OptionalNote, OptionalPhone } from "./person-fields";

// A member's referral (docs/decisions/501): the person, the job (null: the company in general), how
// the member knows them and a note for the team. Sent as JSON or as multipart/form-data with a
// `resume` file, whose text fields arrive as strings (jobId "" or "null" is the company in general).
export const REFERRAL_RELATIONSHIP_MAX = 200;

export const ReferralBody = z.object({
  jobId: z
    .preprocess((v) => (v === "" || v === "null" ? null : typeof v === "string" && /^\d+$/.test(v) ? Number(v) : v), Id.nullable())
    .meta({ type: ["integer", "null"], description: "The job the person is referred to; null refers them to the company in general" }),
  name: Name,
  email: Email,
  phone: OptionalPhone,
  relationship: z
    .string()
    .trim()
    .min(1, "say how you know them")
    .max(REFERRAL_RELATIONSHIP_MAX, `must be at most ${REFERRAL_RELATIONSHIP_MAX} characters`)
    .describe("How the referrer knows the person, e.g. \"worked together at Initech for two years\""),
  note: OptionalNote,
});
export type ReferralBody = z.output<typeof ReferralBody>;

export const ReferralListQuery = z.object({
  mine: z.literal("true", { error: "must be true: a member lists their own referrals" }).describe("true: the caller's own referrals (the only list there is)"),
});
export type ReferralListQuery = z.output<typeof ReferralListQuery>;

// what the referrer is shown of a referral: the application's status, or `received` for a referral
// to the company in general
export const REFERRAL_STATUSES = ["received", "active", "rejected", "hired", "withdrawn"] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];
