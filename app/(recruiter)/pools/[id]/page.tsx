import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { NotForRole } from "@/components/pools/NotForRole";
import { PoolView } from "@/components/pools/PoolView";
import { currentUser } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/caller";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Recruiter.Titles"))("talentPool") };
}

// ids are int4 in the database; anything else cannot name a pool
const STORABLE_ID = /^[1-9]\d{0,9}$/;

export default async function PoolPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!STORABLE_ID.test(id) || Number(id) > 2147483647) notFound();
  const user = await currentUser();
  if (!user || !can(user, "talent_pools.manage")) return <NotForRole />;
  return <PoolView poolId={Number(id)} />;
}
