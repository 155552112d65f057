import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db";
import { distinctTags } from "@/lib/schemas/candidate-tag";
import { setCandidateTags } from "./change-candidate-tags";
import { lockTaggableCandidate } from "./tag-access";

// Adds or removes some tags of one candidate, keeping the others (the board's bulk "Tag…" and its
// Undo). Answers the candidate's tags after the change and which of the given tags it really added
// or removed, so an Undo takes back exactly those.
export async function changeCandidateTags(caller: Caller, candidateId: number, edit: { add?: string[]; remove?: string[] }, { undo = false } = {}) {
  return db.$transaction(async (tx) => {
    const candidate = await lockTaggableCandidate(tx, caller, candidateId);
    const current = (await tx.candidateTag.findMany({ where: { candidateId }, select: { label: true }, orderBy: { id: "asc" } })).map((t) => t.label);
    const removing = new Set((edit.remove ?? []).map((t) => t.toLowerCase()));
    const next = distinctTags([...current.filter((t) => !removing.has(t.toLowerCase())), ...(edit.add ?? [])]);
    const { tags, change } = await setCandidateTags(tx, caller, candidate, next, { undo });
    return { tags, added: change.added, removed: change.removed };
  });
}
