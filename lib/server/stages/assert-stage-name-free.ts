import type { Tx } from "@/lib/db";
import { Conflict } from "@/lib/errors";

// Stage names are unique within a job regardless of case (409); the renamed stage may keep its own.
export async function assertStageNameFree(tx: Tx, jobId: number, name: string, exceptStageId?: number) {
  const clash = await tx.stage.findFirst({
    where: { jobId, name: { equals: name, mode: "insensitive" }, ...(exceptStageId ? { id: { not: exceptStageId } } : {}) },
    select: { id: true },
  });
  if (clash) throw new Conflict(`This job already has a stage named "${name}"`);
}
