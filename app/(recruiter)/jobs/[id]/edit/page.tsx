import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EditJobView } from "@/components/jobs/EditJobView";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Recruiter.Titles"))("editJob") };
}

export default async function EditJobPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <EditJobView id={id} />;
}
