import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db";
import type { ReplaceCandidateTagsBody } from "@/lib/schemas/candidate-tag";
import { setCandidateTags } from "./change-candidate-tags";
import { lockTaggableCandidate } from "./tag-access";

// PUT /api/candidates/{id}/tags: the candidate's whole set of tags.
export async function replaceCandidateTags(caller: Caller, candidateId: number, body: ReplaceCandidateTagsBody): Promise<string[]> {
  return db.$transaction(async (tx) => {
    const candidate = await lockTaggableCandidate(tx, caller, candidateId);
    return (await setCandidateTags(tx, caller, candidate, body.tags)).tags;
  });
}
