import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ManageInterview } from "@/components/careers/ManageInterview";
import { CareersMessages } from "@/components/careers/CareersMessages";

export const dynamic = "force-dynamic";
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Careers.Scheduling"))("yourInterviewTitle"), robots: { index: false, follow: false } };
}

type Props = { params: Promise<{ token: string }> };

// The page behind the link in a candidate's invitation (docs/decisions/411): their interview on their
// own clock, and until 24 hours before it a new time or a cancel. The link is the key.
export default async function ManageInterviewPage({ params }: Props) {
  const { token } = await params;
  return (
    <main id="main" className="mx-auto min-h-screen max-w-2xl space-y-6 px-4 py-8 sm:px-6">
      <CareersMessages sections={["Scheduling"]}>
        <ManageInterview token={token} />
      </CareersMessages>
    </main>
  );
}
