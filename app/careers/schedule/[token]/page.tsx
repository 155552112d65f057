import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SelfSchedule } from "@/components/careers/SelfSchedule";
import { CareersMessages } from "@/components/careers/CareersMessages";

export const dynamic = "force-dynamic";
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Careers.Scheduling"))("pickTitle"), robots: { index: false, follow: false } };
}

type Props = { params: Promise<{ token: string }> };

// The page behind a scheduling link (docs/decisions/376): the offered times on the visitor's own
// clock, and one click to book. The link is the key; the page holds nothing else.
export default async function SelfSchedulePage({ params }: Props) {
  const { token } = await params;
  return (
    <main id="main" className="mx-auto min-h-screen max-w-2xl space-y-6 px-4 py-8 sm:px-6">
      <CareersMessages sections={["Scheduling"]}>
        <SelfSchedule token={token} />
      </CareersMessages>
    </main>
  );
}
