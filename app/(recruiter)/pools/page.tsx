import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NotForRole } from "@/components/pools/NotForRole";
import { PoolsView } from "@/components/pools/PoolsView";
import { currentUser } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/caller";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Recruiter.Titles"))("talentPools") };
}

export default async function PoolsPage() {
  const user = await currentUser();
  if (!user || !can(user, "talent_pools.manage")) return <NotForRole />;
  return <PoolsView />;
}
