import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { InterviewScorecardView } from "@/components/interviews/InterviewScorecardView";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Recruiter.Titles"))("interviewScorecard") };
}

// ids are int4 in the database; anything else cannot name an interview
const STORABLE_ID = /^[1-9]\d{0,9}$/;

export default async function InterviewScorecardPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!STORABLE_ID.test(id) || Number(id) > 2147483647) notFound();
  return <InterviewScorecardView interviewId={Number(id)} />;
}
