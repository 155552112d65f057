import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NewJobView } from "@/components/jobs/NewJobView";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Recruiter.Titles"))("newJob") };
}

export default function NewJobPage() {
  return <NewJobView />;
}
