import type { Metadata } from "next";
import { PipelineBoard } from "@/components/board/PipelineBoard";

export const metadata: Metadata = { title: "Pipeline" };

export default async function JobBoardPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <PipelineBoard key={id} jobId={id} />;
}
