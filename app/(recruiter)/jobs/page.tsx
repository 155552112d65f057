import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { JobList } from "@/components/jobs/JobList";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Recruiter.Titles"))("jobs") };
}

export default function JobsPage() {
  return (
    <Suspense>
      <JobList />
    </Suspense>
  );
}
