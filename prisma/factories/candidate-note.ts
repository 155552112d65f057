import { ownerDb } from "@/lib/db/owner";

export async function createCandidateNote(
  candidate: { id: number },
  author: { id: string; name: string },
  data: { body?: string; createdAt?: Date } = {},
) {
  return ownerDb.candidateNote.create({
    data: {
      candidateId: candidate.id,
      authorId: author.id,
      authorName: author.name,
      body: data.body ?? "Spoke on the phone; keen to continue.",
      createdAt: data.createdAt ?? new Date(),
    },
  });
}
