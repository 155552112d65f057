import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CandidateView } from "@/components/candidates/CandidateView";

export const metadata: Metadata = { title: "Candidate" };

// ids are int4 in the database; anything else cannot name a candidate
const STORABLE_ID = /^[1-9]\d{0,9}$/;

export default async function CandidatePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!STORABLE_ID.test(id) || Number(id) > 2147483647) notFound();
  return <CandidateView candidateId={Number(id)} />;
}
