import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { WithdrawConfirm } from "@/components/careers/WithdrawConfirm";
import { HttpError } from "@/lib/errors";
import { getWithdrawal } from "@/lib/server/withdrawals/get-withdrawal";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Withdraw your application", robots: { index: false, follow: false } };

type Props = { params: Promise<{ token: string }> };

// The page behind the e-mailed link: shows what would be withdrawn and asks to confirm.
export default async function WithdrawConfirmPage({ params }: Props) {
  const { token } = await params;
  const withdrawal = await getWithdrawal(token).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  });
  if (!withdrawal) notFound();
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <WithdrawConfirm token={token} initialState={withdrawal.state} jobTitle={withdrawal.jobTitle} organizationName={withdrawal.organizationName} />
    </main>
  );
}
