import { z } from "zod";
import { PageQuery } from "@/lib/api/paging";
import { Email, HttpsUrl, Name } from "./common";
import { COVER_LETTER_MAX } from "./limits";
import { EeoAnswers } from "./eeo";
import { OptionalSource, OptionalUtm } from "./source";
import { AnswersInput, type QuestionType } from "./question";
import { LOCALES } from "@/lib/i18n/locales";

export { COVER_LETTER_MAX };

export const EMPLOYMENT_TYPES = ["full_time", "part_time", "contract", "temporary", "internship"] as const;
export const WORKPLACE_TYPES = ["on_site", "hybrid", "remote"] as const;
export const PHONE_MAX = 50;

// Path slugs are looked up, never validated as a format: a slug that cannot exist is simply not found.
const PathSlug = z.string().min(1).max(200);
export const OrgSlugParams = z.object({ slug: PathSlug });
export const JobSlugParams = z.object({ slug: PathSlug, jobSlug: PathSlug });
export type JobSlugParams = z.output<typeof JobSlugParams>;

// A language as a page or a client names it: a tag like "de-CH" counts by its language; one we do
// not speak, or none, is absent (undefined).
const LenientLocale = z.preprocess((v) => {
  const primary = typeof v === "string" ? v.trim().toLowerCase().split(/[-_]/)[0] : undefined;
  return (LOCALES as readonly string[]).includes(primary ?? "") ? primary : undefined;
}, z.enum(LOCALES).optional());

// GET /api/public/orgs/{slug}/jobs/{jobSlug}: the language of the questions (docs/decisions/461)
export const PublicJobQuery = z.object({
  lang: LenientLocale.describe(
    "Extension: the language to give the questions in (en, de, fr, es or pt; a tag like de-CH counts as de); without it, the Accept-Language header's. A language the organization does not offer gives its first",
  ),
});
export type PublicJobQuery = z.output<typeof PublicJobQuery>;
export const TokenParams = z.object({ token: z.string().min(1).max(200) });

const Filter = z
  .string()
  .trim()
  .max(200, "must be at most 200 characters")
  .transform((v) => v || undefined)
  .optional();

// The board filters (OpenAPI document, Formats): empty strings mean "no filter", as a GET form sends them.
export const PublicJobFilters = z.object({
  q: Filter,
  location: Filter,
  department: Filter,
  workplaceType: z.enum(WORKPLACE_TYPES).optional().or(z.literal("").transform(() => undefined)),
  employmentType: z.enum(EMPLOYMENT_TYPES).optional().or(z.literal("").transform(() => undefined)),
});
export type PublicJobFilters = z.output<typeof PublicJobFilters>;

export const PublicJobsQuery = PageQuery.extend(PublicJobFilters.shape);
export type PublicJobsQuery = z.output<typeof PublicJobsQuery>;

const optionalText = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema.optional());

// What a candidate may send; anything else (status, stage, ...) is ignored by zod's default strip.
export const ApplyBody = z.object({
  name: Name,
  email: Email,
  phone: optionalText(
    z
      .string()
      .trim()
      .max(PHONE_MAX, `must be at most ${PHONE_MAX} characters`)
      .regex(/^[+0-9 ()./-]{3,}$/, "may use digits, spaces and + ( ) . / -"),
  ),
  resumeUrl: optionalText(HttpsUrl),
  coverLetter: optionalText(z.string().trim().max(COVER_LETTER_MAX, `must be at most ${COVER_LETTER_MAX} characters`)),
  // required (true) when the organization has a privacy policy; a form sends "true" or "on"
  consent: z
    .preprocess((v) => (v === "true" || v === "on" ? true : v === "false" || v === "" ? false : v), z.boolean())
    .optional()
    .meta({ type: "boolean", description: "The candidate agrees to the organization's privacy policy; required (true) when it has one" }),
  answers: AnswersInput,
  // honeypot: hidden from people, filled by bots; any value is accepted (a bot is told it succeeded),
  // but the document describes what the form sends (docs/decisions/122)
  website: z.unknown().optional().meta({ type: "string", description: "Leave empty: a hidden field of the careers form" }),
  // the voluntary EEO survey (docs/decisions/340): stored apart, never read back with the application
  eeo: EeoAnswers.describe(
    "Voluntary self-identification (US EEO-1 categories), kept only when the organization has the survey on; a question left out counts as declined. Never returned by any application or candidate read. As multipart, one field holding this object as JSON.",
  ),
  // where the candidate came from (docs/decisions/343): the careers link's ?source= and utm_* parameters
  source: OptionalSource.describe("Where the candidate came from, e.g. linkedin; lower-cased. Without it the application's source is utm_source"),
  utm_source: OptionalUtm,
  utm_medium: OptionalUtm,
  utm_campaign: OptionalUtm,
  // the careers page's language (docs/decisions/363): a tag like "de-CH" counts by its language;
  // one we do not speak, or none, is English, as for a browser that asks for no language we have
  locale: LenientLocale.describe("The language of the candidate's e-mails: en, de, fr, es or pt (a tag like de-CH counts as de); any other value or none is en"),
});
export type ApplyBody = z.output<typeof ApplyBody>;

export const WithdrawBody = z.object({ email: Email });
export type WithdrawBody = z.output<typeof WithdrawBody>;

export const OutboxQuery = PageQuery.extend({
  to: z.string().trim().max(254).optional().transform((v) => v?.toLowerCase() || undefined),
});
export type OutboxQuery = z.output<typeof OutboxQuery>;

// PublicJob of the interface, in its field order.
export const publicJobSelect = {
  slug: true,
  title: true,
  location: true,
  employmentType: true,
  department: true,
  workplaceType: true,
  salaryMin: true,
  salaryMax: true,
  salaryCurrency: true,
} as const;

export const publicOrganizationSelect = { name: true, slug: true, logoUrl: true, accentColor: true, privacyPolicyUrl: true, eeoSurveyEnabled: true, careersLanguages: true } as const;

export type PublicOrganization = {
  name: string;
  slug: string;
  logoUrl: string | null;
  accentColor: string | null;
  privacyPolicyUrl: string | null;
  eeoSurveyEnabled: boolean;
  // the languages offered, the first the fallback (docs/decisions/460)
  careersLanguages: string[];
};
export type PublicJob = {
  slug: string;
  title: string;
  location: string | null;
  employmentType: (typeof EMPLOYMENT_TYPES)[number] | null;
  department: string | null;
  workplaceType: (typeof WORKPLACE_TYPES)[number] | null;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null;
};
// label and help text in the page's language; options the values answered with, optionLabels their words
export type PublicQuestion = { id: number; label: string; type: QuestionType; required: boolean; helpText: string | null; options: string[]; optionLabels: string[] };
// eeoSurvey: the job's own switch of the EEO survey, asked only with the organization's on (decision 461)
export type PublicJobDetail = PublicJob & { description: string | null; duration: string | null; createdAt: string; updatedAt: string; eeoSurvey: boolean; questions: PublicQuestion[] };

export const WithdrawalStates = ["pending", "withdrawn", "expired"] as const;
export type WithdrawalState = (typeof WithdrawalStates)[number];
