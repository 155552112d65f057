import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ApplicationsList } from "@/components/applications-list/ApplicationsList";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Recruiter.Titles"))("applications") };
}

export default function ApplicationsPage() {
  return <ApplicationsList />;
}
