import { db } from "@/lib/db";
import { NotFound } from "@/lib/errors";
import { offeredLocale, type Locale } from "@/lib/i18n/locales";
import { publicJobSelect, type PublicJobDetail, type PublicOrganization } from "@/lib/schemas/public";
import { questionSelect } from "@/lib/schemas/question";
import { toPublicQuestion, toQuestion, toTranslatableQuestion, type TranslatableQuestion } from "@/lib/server/questions/to-question";
import { findPublicOrganization } from "./find-public-organization";
import { asVisitorOf } from "@/lib/server/public/public-scope";

// The job with its questions in every language, as the careers pages cache it; inLanguage gives
// the page or the API's answer in one.
export type PublicJobSource = { organization: PublicOrganization; job: Omit<PublicJobDetail, "questions"> & { questions: TranslatableQuestion[] } };
export type PublicJobPage = { organization: PublicOrganization; job: PublicJobDetail };

// One open job of an organization; drafts, closed and unknown jobs are not found.
export async function getPublicJob(slug: string, jobSlug: string): Promise<PublicJobSource> {
  return asVisitorOf(slug, async () => {
    // organization from the slug, jobs of no other: the public role's policies keep to the slug's
    const { id: _id, ...organization } = await findPublicOrganization(slug);
    const job = await db.job.findFirst({
      where: { slug: jobSlug, status: "open" },
      select: {
        ...publicJobSelect,
        description: true,
        duration: true,
        createdAt: true,
        updatedAt: true,
        eeoSurvey: true,
        questions: { orderBy: { position: "asc" }, select: questionSelect },
      },
    });
    if (!job) throw new NotFound("Job");
    return {
      organization,
      // the questions without their knockout rules: a candidate must not see which answer rejects
      job: { ...job, createdAt: job.createdAt.toISOString(), updatedAt: job.updatedAt.toISOString(), questions: job.questions.map((q) => toTranslatableQuestion(toQuestion(q))) },
    };
  });
}

// The job in the visitor's language, kept to the languages the organization offers (its first
// for any other, docs/decisions/460); questions without a translation read as written.
export function inLanguage({ organization, job }: PublicJobSource, wanted: Locale | null): PublicJobPage & { locale: Locale } {
  const locale = offeredLocale(wanted, organization.careersLanguages);
  return { organization, job: { ...job, questions: job.questions.map((q) => toPublicQuestion(q, locale)) }, locale };
}
