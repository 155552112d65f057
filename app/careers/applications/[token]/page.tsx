import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { accentStyle } from "@/components/careers/accent";
import { BackToCareers } from "@/components/careers/BackToCareers";
import { CandidateApplication } from "@/components/careers/CandidateApplication";
import { CareersHeader } from "@/components/careers/CareersHeader";
import { CareersMessages } from "@/components/careers/CareersMessages";
import { HttpError } from "@/lib/errors";
import { getCandidatePage } from "@/lib/server/candidate-page/get-candidate-page";

export const dynamic = "force-dynamic";
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Careers.ApplicationPage"))("metaTitle"), robots: { index: false, follow: false } };
}

type Props = { params: Promise<{ token: string }> };

// The candidate's own page of an application (docs/decisions/493), behind the link every e-mail to
// them carries: where it stands, interviews to come, an offer waiting, the conversation with a reply
// box, documents asked for, and withdrawing. Under the organization's careers header, in the
// careers page's language; times on each interview's own clock.
export default async function CandidateApplicationPage({ params }: Props) {
  const { token } = await params;
  const found = await getCandidatePage(token).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  });
  if (!found) notFound();
  const { page, organization } = found;
  const locale = await getLocale();
  const when = (at: string, timeZone: string) => new Intl.DateTimeFormat(locale, { dateStyle: "full", timeStyle: "short", timeZone }).format(new Date(at));
  const sentAt = (at: string) => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(new Date(at));
  return (
    <div style={accentStyle(organization.accentColor)} className="min-h-screen bg-slate-50">
      <CareersHeader organization={organization} path={`/careers/applications/${encodeURIComponent(token)}`} />
      <main id="main" className="mx-auto max-w-xl space-y-6 px-4 py-8 sm:px-6">
        <CareersMessages sections={["ApplicationPage"]}>
          <CandidateApplication
            token={token}
            page={{
              ...page,
              interviews: page.interviews.map((i) => ({ ...i, when: when(i.startsAt, i.timeZone) })),
              messages: page.messages.map((m) => ({ ...m, when: sentAt(m.at) })),
            }}
          />
        </CareersMessages>
        <BackToCareers organization={organization} />
      </main>
    </div>
  );
}
