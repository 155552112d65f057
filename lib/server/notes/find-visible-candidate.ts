import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";

// A candidate the caller may see (through an application they can see), else 404.
export async function findVisibleCandidate(caller: Caller, id: number) {
  if (!isStorableId(id)) throw new NotFound("Candidate");
  const candidate = await db.candidate.findFirst({ where: { id }, select: { id: true } });
  if (!candidate) throw new NotFound("Candidate");
  return candidate;
}
