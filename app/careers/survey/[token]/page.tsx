import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { accentStyle } from "@/components/careers/accent";
import { CareersHeader } from "@/components/careers/CareersHeader";
import { CareersMessages } from "@/components/careers/CareersMessages";
import { SurveyForm } from "@/components/careers/SurveyForm";
import { HttpError } from "@/lib/errors";
import { getSurvey } from "@/lib/server/candidate-survey/get-survey";

export const dynamic = "force-dynamic";
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Careers.Survey"))("metaTitle"), robots: { index: false, follow: false } };
}

type Props = { params: Promise<{ token: string }> };

// "How it felt" (docs/decisions/499): the survey behind the link of the invitation e-mail and the
// candidate's page, in the language the link carries; phone first. An answered or expired survey
// says so instead of the form.
export default async function SurveyPage({ params }: Props) {
  const { token } = await params;
  const found = await getSurvey(token).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  });
  if (!found) notFound();
  const { survey, organization } = found;
  const t = await getTranslations("Careers.Survey");
  return (
    <div style={accentStyle(organization.accentColor)} className="min-h-screen bg-slate-50">
      <CareersHeader organization={organization} path={`/careers/survey/${encodeURIComponent(token)}`} />
      <main id="main" className="mx-auto max-w-xl space-y-5 px-4 py-6 sm:px-6 sm:py-8">
        <header>
          <h1 className="text-2xl font-semibold text-slate-900">{t("heading", { job: survey.job.title })}</h1>
          {survey.state === "open" ? <p className="mt-2 text-slate-700">{t("intro", { organization: organization.name })}</p> : null}
        </header>
        {survey.state === "open" ? (
          <CareersMessages sections={["Survey"]}>
            <SurveyForm token={token} organizationName={organization.name} />
          </CareersMessages>
        ) : (
          <p role="status" className="rounded-xl border border-slate-200 bg-white p-4 text-slate-800 sm:p-6">
            {survey.state === "answered" ? t("answered") : t("expired", { organization: organization.name })}
          </p>
        )}
      </main>
    </div>
  );
}
