import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ResumeUploadView } from "@/components/jobs/ResumeUploadView";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Recruiter.Titles"))("uploadResumes") };
}

export default async function ResumeUploadPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <ResumeUploadView key={id} jobId={id} />;
}
