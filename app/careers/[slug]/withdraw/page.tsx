import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { accentStyle } from "@/components/careers/accent";
import { BackToCareers } from "@/components/careers/BackToCareers";
import { CareersHeader } from "@/components/careers/CareersHeader";
import { WithdrawRequestForm } from "@/components/careers/WithdrawRequestForm";
import { CareersMessages } from "@/components/careers/CareersMessages";
import { cachedPublicBoard } from "@/lib/cache/public-pages";
import { MAX_PAGE_SIZE } from "@/lib/api/paging";

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<{ job?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const board = await cachedPublicBoard((await params).slug, { limit: MAX_PAGE_SIZE, offset: 0 });
  const t = await getTranslations("Careers");
  return { title: board ? t("WithdrawRequest.metaTitle", { name: board.organization.name }) : t("Board.notFoundTitle"), robots: { index: false } };
}

// Asks for a withdrawal link for one of the organization's jobs; the job list is its open jobs.
export default async function WithdrawRequestPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const { job } = await searchParams;
  const board = await cachedPublicBoard(slug, { limit: MAX_PAGE_SIZE, offset: 0 });
  if (!board) notFound();
  const { organization, jobs } = board;
  const t = await getTranslations("Careers.WithdrawRequest");
  return (
    <div style={accentStyle(organization.accentColor)} className="min-h-screen">
      <CareersHeader organization={organization} path={`/careers/${organization.slug}/withdraw`} />
      <main id="main" className="mx-auto max-w-xl space-y-4 px-4 py-8 sm:px-6">
        <h1 className="text-2xl font-bold text-slate-900">{t("heading")}</h1>
        <p className="text-slate-700">{t("intro")}</p>
        <CareersMessages sections={["WithdrawRequest"]}>
          <WithdrawRequestForm
            organizationSlug={organization.slug}
            jobs={jobs.map((j) => ({ slug: j.slug, title: j.title }))}
            selectedJob={typeof job === "string" && jobs.some((j) => j.slug === job) ? job : undefined}
          />
        </CareersMessages>
        <BackToCareers organization={organization} />
      </main>
    </div>
  );
}
