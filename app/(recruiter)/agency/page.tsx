import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { AgencyView } from "@/components/agencies/AgencyView";
import { currentUser } from "@/lib/auth/current-user";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Recruiter.Titles"))("agency") };
}

// An agency recruiter's own page (docs/decisions/504): the open jobs given to their agency, the form
// to submit a candidate and their own submissions. A member of no agency has nothing here.
export default async function AgencyPage() {
  const user = await currentUser();
  // the layout shows the sign-in redirect instead
  if (!user) return null;
  if (user.agencyName === null) redirect("/home");
  return <AgencyView agencyName={user.agencyName} />;
}
