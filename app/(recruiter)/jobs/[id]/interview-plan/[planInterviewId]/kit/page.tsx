import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { KitView } from "@/components/interview-plans/KitView";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Recruiter.Titles"))("interviewKit") };
}

// One planned interview's kit, to read before the interview or print (issue 47)
export default async function InterviewKitPage({ params }: { params: Promise<{ id: string; planInterviewId: string }> }) {
  const { id, planInterviewId } = await params;
  return <KitView jobId={id} planInterviewId={planInterviewId} />;
}
