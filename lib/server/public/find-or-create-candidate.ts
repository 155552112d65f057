import type { Tx } from "@/lib/db";

export type CandidateDetails = { name: string; phone: string | null; resumeUrl: string | null };

// The organization's candidate with this e-mail, created with these details if there is none: the
// careers apply and an application by e-mail (docs/decisions/498) alike, so a known person is never
// a second candidate. ON CONFLICT DO NOTHING waits for a concurrent insert of the same e-mail; once
// that commits, the row is visible to the next statement (read committed), so the lookup finds it.
export async function findOrCreateCandidate(tx: Tx, organizationId: number, email: string, details: CandidateDetails): Promise<number> {
  const [created] = await tx.candidate.createManyAndReturn({
    data: { organizationId, email, ...details },
    skipDuplicates: true,
    select: { id: true },
  });
  if (created) return created.id;
  const existing = await tx.candidate.findFirstOrThrow({
    // the e-mail is unique per organization, and the visitor's scope reads the slug's organization only
    where: { email },
    select: { id: true, mergedIntoId: true },
  });
  // a record merged into another (decision 352) sends the person's new applications to the survivor
  return existing.mergedIntoId ?? existing.id;
}
