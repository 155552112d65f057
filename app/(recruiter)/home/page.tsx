import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { currentUser } from "@/lib/auth/current-user";
import { HomeView } from "./HomeView";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Recruiter.Titles"))("home") };
}

export default async function HomePage() {
  // an agency's recruiter lands on their agency's page (docs/decisions/504)
  if ((await currentUser())?.agencyId != null) redirect("/agency");
  return <HomeView />;
}
