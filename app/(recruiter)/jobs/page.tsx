import type { Metadata } from "next";
import { Suspense } from "react";
import { JobList } from "@/components/jobs/JobList";

export const metadata: Metadata = { title: "Jobs" };

export default function JobsPage() {
  return (
    <Suspense>
      <JobList />
    </Suspense>
  );
}
