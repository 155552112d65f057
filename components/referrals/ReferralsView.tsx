"use client";

import { useTranslations } from "next-intl";
import { PageHeader } from "@/components/shell/PageHeader";
import { useEndpoint } from "@/lib/ui/use-api";
import { ReferralForm } from "./ReferralForm";
import { MyReferrals } from "./MyReferrals";
import type { referralOperations } from "@/lib/openapi/operations/referrals";

// Referrals (docs/decisions/501): the form to refer someone beside the member's own referrals, which
// the list follows in the words the candidate reads.
export function ReferralsView({ jobs }: { jobs: { id: number; title: string }[] }) {
  const t = useTranslations("Recruiter.Referrals");
  const list = useEndpoint<typeof referralOperations.listMyReferrals>("/api/referrals", { mine: "true" });
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,28rem)_minmax(0,1fr)] lg:items-start">
        <ReferralForm jobs={jobs} onReferred={list.reload} />
        <MyReferrals referrals={list.data?.referrals ?? null} error={list.error} onRetry={list.reload} />
      </div>
    </>
  );
}
