import { db } from "@/lib/db";
import { sortTags } from "@/lib/schemas/candidate-tag";
import { findVisibleCandidate } from "@/lib/server/notes/find-visible-candidate";
import type { Caller } from "@/lib/auth/caller";

// GET /api/candidates/{id}/tags: empty for a caller who sees the candidate but not their tags
// (the policy of candidate_tags: only those who manage one of the candidate's applications).
export async function listCandidateTags(caller: Caller, candidateId: number): Promise<string[]> {
  await findVisibleCandidate(caller, candidateId);
  const rows = await db.candidateTag.findMany({ where: { candidateId }, select: { label: true } });
  return sortTags(rows.map((r) => r.label));
}

// GET /api/candidates/tags: every tag of the organization the caller can see, with how many of
// those candidates carry it (the suggestions of the tag field), most used first. Spellings that
// differ only in case count as one tag, shown in its most frequent spelling (on a tie, the one that
// sorts first by code point: "Go" before "go").
export async function listOrganizationTags(): Promise<{ label: string; candidates: number }[]> {
  return db.$queryRaw<{ label: string; candidates: number }[]>`
    SELECT mode() WITHIN GROUP (ORDER BY t.label COLLATE "C") AS label, count(*)::int AS candidates
      FROM candidate_tags t
     GROUP BY lower(t.label)
     ORDER BY count(*) DESC, lower(t.label)
     LIMIT 500`;
}
