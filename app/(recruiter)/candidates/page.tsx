import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CandidateSearch } from "@/components/candidates/CandidateSearch";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("Recruiter.Titles"))("searchCandidates") };
}

// The candidate database searched by what is in résumés, answers and notes (decision 404); the
// shell's search leads here with its text.
export default async function CandidatesPage({ searchParams }: { searchParams: Promise<{ q?: string | string[] }> }) {
  const { q } = await searchParams;
  return <CandidateSearch initialQuery={typeof q === "string" ? q.slice(0, 100) : ""} />;
}
