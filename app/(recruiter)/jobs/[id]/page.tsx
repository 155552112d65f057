import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PipelineBoard } from "@/components/board/PipelineBoard";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Recruiter.Titles"))("pipeline") };
}

export default async function JobBoardPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <PipelineBoard key={id} jobId={id} />;
}
