import { z } from "zod";
import { HttpsUrl, Slug } from "./common";
import { LOCALES } from "@/lib/i18n/locales";

// Org slugs that would collide with the app's own top-level routes.
// The API's reserved words, plus "withdraw": /careers/withdraw/[token] would shadow such a board.
export const RESERVED_ORG_SLUGS: readonly string[] = ["api", "admin", "careers", "login", "settings", "withdraw", "offers", "applications", "survey"];

export const AccentColor = z.string().trim().regex(/^#[0-9A-Fa-f]{6}$/, "must be a color like #1A2B3C");

// A logo is an https:// URL, or a file this app serves from public/ ("/acme-logo.svg"), which
// works offline and loads from the careers page's own origin (docs/decisions/199).
export const SITE_PATH = /^(\/(?!\.\.?(\/|$))[A-Za-z0-9._~-]+)+$/;
export const LogoUrl = z.union([HttpsUrl, z.string().trim().max(2048).regex(SITE_PATH, "must be an https:// URL or a path on this site like /logo.svg")]);

// A field left out keeps its value; null clears it; at least one must be given.
// The privacy settings ride along: the policy the apply form links to, and the days
// after a candidate's last application ended before the daily job erases them (null: never).
export const RETENTION_DAYS_MAX = 36_500;
export const SESSION_LIFETIME_HOURS_MAX = 720;

// The careers pages' languages in the order they are offered, the first the fallback for a visitor
// asking for another (docs/decisions/460); the database's CHECK says the same.
export const CareersLanguages = z
  .array(z.enum(LOCALES))
  .min(1, "must offer at least one language")
  .refine((list) => new Set(list).size === list.length, "must name each language once");
export const UpdateBrandingBody = z
  .object({
    logoUrl: LogoUrl.nullable().optional(),
    accentColor: AccentColor.nullable().optional(),
    privacyPolicyUrl: HttpsUrl.nullable().optional(),
    candidateRetentionDays: z.number().int("must be a whole number of days").min(1, "must be at least 1").max(RETENTION_DAYS_MAX, `must be at most ${RETENTION_DAYS_MAX}`).nullable().optional(),
    // the voluntary EEO survey on the apply form (docs/decisions/340)
    eeoSurveyEnabled: z.boolean().optional(),
    careersLanguages: CareersLanguages.optional(),
    // sign-in security (docs/decisions/490)
    requireTwoFactor: z.boolean().optional(),
    sessionLifetimeHours: z.number().int("must be a whole number of hours").min(1, "must be at least 1").max(SESSION_LIFETIME_HOURS_MAX, `must be at most ${SESSION_LIFETIME_HOURS_MAX}`).optional(),
    // an answer for every applicant (docs/decisions/494): days from applying, null for no deadline
    answerWithinDays: z.number().int("must be a whole number of days").min(1, "must be at least 1").max(365, "must be at most 365").nullable().optional(),
    rejectUnansweredAfterDeadline: z.boolean().optional(),
    // "how it felt" after a rejection, a hire or a withdrawal (docs/decisions/499)
    sendCandidateSurvey: z.boolean().optional(),
  })
  .refine(
    (b) => Object.values(b).some((value) => value !== undefined),
    "give logoUrl, accentColor, privacyPolicyUrl, candidateRetentionDays, eeoSurveyEnabled, careersLanguages, requireTwoFactor, sessionLifetimeHours, answerWithinDays, rejectUnansweredAfterDeadline or sendCandidateSurvey",
  );
export type UpdateBrandingBody = z.output<typeof UpdateBrandingBody>;

export const UpdateSlugBody = z.object({
  slug: Slug.refine((s) => !RESERVED_ORG_SLUGS.includes(s), "is reserved; choose another"),
});
export type UpdateSlugBody = z.output<typeof UpdateSlugBody>;

// The Organization resource of the interface, field for field.
export const organizationSelect = {
  id: true,
  idpOrgId: true,
  name: true,
  slug: true,
  logoUrl: true,
  accentColor: true,
  privacyPolicyUrl: true,
  candidateRetentionDays: true,
  eeoSurveyEnabled: true,
  careersLanguages: true,
  requireTwoFactor: true,
  sessionLifetimeHours: true,
  answerWithinDays: true,
  rejectUnansweredAfterDeadline: true,
  sendCandidateSurvey: true,
} as const;

// GET /api/orgs/me/retention-preview: a proposed retention, before it is saved
export const RetentionPreviewQuery = z.object({
  days: z
    .string()
    .regex(/^[1-9]\d*$/, "must be a positive whole number")
    .transform(Number)
    .pipe(z.number().max(RETENTION_DAYS_MAX, `must be at most ${RETENTION_DAYS_MAX}`))
    .optional(),
});
export type RetentionPreviewQuery = z.output<typeof RetentionPreviewQuery>;
