import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { accentStyle } from "@/components/careers/accent";
import { CareersHeader } from "@/components/careers/CareersHeader";
import { OfferAnswer } from "@/components/careers/OfferAnswer";
import { CareersMessages } from "@/components/careers/CareersMessages";
import { HttpError } from "@/lib/errors";
import { getPublicOffer } from "@/lib/server/offers/public-offer";

export const dynamic = "force-dynamic";
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Careers.OfferLetter"))("metaTitle"), robots: { index: false, follow: false } };
}

type Props = { params: Promise<{ token: string }> };

// The page behind the e-mailed offer link (docs/decisions/393): the letter as sent, what happens
// next, and the answer: accept by typing one's full name, or decline. Built for a phone first.
export default async function OfferPage({ params }: Props) {
  const { token } = await params;
  const found = await getPublicOffer(token).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  });
  if (!found) notFound();
  const { offer, organization } = found;
  const t = await getTranslations("Careers.OfferLetter");
  const locale = await getLocale();
  const salary = new Intl.NumberFormat(locale, { style: "currency", currency: offer.salary.currency, minimumFractionDigits: Number.isInteger(offer.salary.amount) ? 0 : 2, maximumFractionDigits: 2 }).format(offer.salary.amount);
  // dateStyle cannot be combined with timeZoneName: the zone is said after the moment
  const answerBy = offer.expiresAt ? `${new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(offer.expiresAt)} UTC` : null;
  return (
    <div style={accentStyle(organization.accentColor)} className="min-h-screen bg-slate-50">
      <CareersHeader organization={organization} path={`/careers/offers/${encodeURIComponent(token)}`} />
      <main id="main" className="mx-auto max-w-2xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
        <header>
          <h1 className="text-2xl font-semibold text-slate-900">{t("heading", { organization: organization.name })}</h1>
          <p className="mt-1 text-slate-700">{t("subheading", { job: offer.jobTitle, salary })}</p>
        </header>
        <section aria-label={t("letterLabel")} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
          {/* the letter as sent: rendered by micromark, which escapes raw HTML and unsafe links */}
          <div className="offer-letter space-y-3 break-words text-slate-800 [&_h1]:text-xl [&_h1]:font-semibold [&_ul]:list-disc [&_ul]:pl-5" dangerouslySetInnerHTML={{ __html: offer.letterHtml }} />
        </section>
        <section aria-labelledby="offer-next" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
          <h2 id="offer-next" className="text-lg font-semibold text-slate-900">{t("nextTitle")}</h2>
          <p className="mt-2 text-slate-700">{t("next", { organization: organization.name })}</p>
        </section>
        <CareersMessages sections={["OfferLetter"]}>
          <OfferAnswer token={token} letterSha256={offer.letterSha256} candidateName={offer.candidateName} organizationName={organization.name} answerBy={answerBy} />
        </CareersMessages>
      </main>
    </div>
  );
}
