import { z } from "zod";
import { ResourceId } from "./common";
import { LOCALES } from "@/lib/i18n/locales";

const AccentColor = z.string().regex(/^#[0-9A-Fa-f]{6}$/).describe("#RRGGBB");
const LogoUrl = z.string().max(2048).describe("https:// URL of the logo");
const PrivacyPolicyUrl = z.string().max(2048).describe("https:// URL of the privacy policy; the apply form asks for consent to it");

const EeoSurveyEnabled = z.boolean().describe("Extension: the apply form offers the voluntary EEO self-identification survey");

const CareersLanguages = z
  .array(z.enum(LOCALES))
  .min(1)
  .describe("Extension: the languages the careers pages and the apply form offer, in order (en, de, fr, es, pt); a visitor asking for another gets the first");

export const Organization = z.object({
  id: ResourceId,
  idpOrgId: z.string().nullable().describe("Organization id at the identity provider; null without one"),
  name: z.string(),
  slug: z.string(),
  logoUrl: LogoUrl.nullable(),
  accentColor: AccentColor.nullable(),
  privacyPolicyUrl: PrivacyPolicyUrl.nullable(),
  candidateRetentionDays: z
    .int()
    .min(1)
    .nullable()
    .describe("Days after a candidate's last application ended before the daily job erases them; null: never"),
  eeoSurveyEnabled: EeoSurveyEnabled,
  careersLanguages: CareersLanguages,
  requireTwoFactor: z.boolean().describe("Extension: members who sign in with a password must set up two-factor sign-in first (single sign-on is not asked)"),
  sessionLifetimeHours: z.int().min(1).max(720).describe("Extension: hours a browser session lasts from its sign-in (1-720)"),
  answerWithinDays: z
    .int()
    .min(1)
    .nullable()
    .describe("Days after applying by which the team means to answer each applicant (created_at + N days); null: no deadline. Default 21"),
  rejectUnansweredAfterDeadline: z
    .boolean()
    .describe("Whether the daily sweep rejects active applications still unanswered past the deadline, with the organization's rejection e-mail; default false"),
  sendCandidateSurvey: z
    .boolean()
    .describe("Extension: whether candidates are invited, two days after their application was rejected, hired or withdrawn, to the anonymous \"how it felt\" survey; default false"),
});

export const PublicOrganization = z.object({
  name: z.string(),
  slug: z.string(),
  logoUrl: LogoUrl.nullable(),
  accentColor: AccentColor.nullable(),
  privacyPolicyUrl: PrivacyPolicyUrl.nullable(),
  eeoSurveyEnabled: EeoSurveyEnabled,
  careersLanguages: CareersLanguages,
});

export const OrganizationResponse = z.object({ organization: Organization });
