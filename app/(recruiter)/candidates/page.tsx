import type { Metadata } from "next";
import { CandidateSearch } from "@/components/candidates/CandidateSearch";

export const metadata: Metadata = { title: "Search candidates" };

// The candidate database searched by what is in résumés, answers and notes (decision 404); the
// shell's search leads here with its text.
export default async function CandidatesPage({ searchParams }: { searchParams: Promise<{ q?: string | string[] }> }) {
  const { q } = await searchParams;
  return <CandidateSearch initialQuery={typeof q === "string" ? q.slice(0, 100) : ""} />;
}
