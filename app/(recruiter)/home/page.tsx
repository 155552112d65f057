import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { HomeView } from "./HomeView";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Recruiter.Titles"))("home") };
}

export default function HomePage() {
  return <HomeView />;
}
