import type { Tx } from "@/lib/db";

// Erasure (docs/decisions/341): the person's survey answers go with the rest of their data, in the
// erasure's transaction, through the one function that may delete them.
export async function eraseEeoAnswers(tx: Tx, organizationId: number, candidateId: number): Promise<number> {
  const [row] = await tx.$queryRaw<{ erased: number }[]>`SELECT erase_eeo_answers(${candidateId}::int, ${organizationId}::int) AS erased`;
  return row.erased;
}
