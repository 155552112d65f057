import type { Metadata } from "next";
import { NotForRole } from "@/components/pools/NotForRole";
import { PoolsView } from "@/components/pools/PoolsView";
import { currentUser } from "@/lib/auth/current-user";

export const metadata: Metadata = { title: "Talent pools" };

export default async function PoolsPage() {
  const user = await currentUser();
  if (!user || (user.role !== "admin" && user.role !== "recruiter")) return <NotForRole />;
  return <PoolsView />;
}
