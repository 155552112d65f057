import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { accentStyle } from "@/components/careers/accent";
import { BackToCareers } from "@/components/careers/BackToCareers";
import { CareersHeader } from "@/components/careers/CareersHeader";
import { WithdrawConfirm } from "@/components/careers/WithdrawConfirm";
import { CareersMessages } from "@/components/careers/CareersMessages";
import { HttpError } from "@/lib/errors";
import { getWithdrawal } from "@/lib/server/withdrawals/get-withdrawal";

export const dynamic = "force-dynamic";
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Careers.WithdrawConfirm"))("metaTitle"), robots: { index: false, follow: false } };
}

type Props = { params: Promise<{ token: string }> };

// The page behind the e-mailed link: shows what would be withdrawn and asks to confirm, under the
// organization's careers header, with the way back to its careers page.
export default async function WithdrawConfirmPage({ params }: Props) {
  const { token } = await params;
  const found = await getWithdrawal(token).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  });
  if (!found) notFound();
  const { withdrawal, organization } = found;
  return (
    <div style={accentStyle(organization.accentColor)} className="min-h-screen">
      <CareersHeader organization={organization} path={`/careers/withdraw/${encodeURIComponent(token)}`} />
      <main id="main" className="mx-auto max-w-xl space-y-6 px-4 py-8 sm:px-6">
        <CareersMessages sections={["WithdrawConfirm"]}>
          <WithdrawConfirm token={token} initialState={withdrawal.state} jobTitle={withdrawal.jobTitle} organizationName={withdrawal.organizationName} />
        </CareersMessages>
        <BackToCareers organization={organization} />
      </main>
    </div>
  );
}
