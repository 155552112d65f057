import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ReferralsView } from "@/components/referrals/ReferralsView";
import { currentUser } from "@/lib/auth/current-user";
import { listReferralJobs } from "@/lib/server/referrals/referral-jobs";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Recruiter.Titles"))("referrals") };
}

// Every member refers people here and follows their own referrals (docs/decisions/501).
export default async function ReferralsPage() {
  const user = await currentUser();
  // the layout shows the sign-in redirect instead
  if (!user) return null;
  return <ReferralsView jobs={await listReferralJobs(user.organization.slug)} />;
}
