"use client";

import { useTranslations } from "next-intl";
import { PeopleProgress, type PersonProgress } from "@/components/people/PeopleProgress";

export type MyReferral = PersonProgress;

// "My referrals" (docs/decisions/501): the member's own; a referral to the company in general has no job
export function MyReferrals({ referrals, error, onRetry }: { referrals: MyReferral[] | null; error: string | null; onRetry: () => void }) {
  const t = useTranslations("Recruiter.Referrals.Mine");
  return <PeopleProgress id="my-referrals" list="referrals" dateHeading={t("referredOn")} noJob={t("general")} people={referrals} error={error} onRetry={onRetry} />;
}
