import type { Tx } from "@/lib/db";
import { NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";

// Talent pools are the recruiting team's (decision 351): every pool endpoint declares
// `talent_pools.manage` (its endpoint's `need`), so others get 403 on each rather than
// the empty answers the policy alone would give.

// The pool, locked for a change of it or its members; 404 when it is not the caller's organization's.
export async function lockPool(tx: Tx, id: number): Promise<{ id: number; name: string }> {
  if (!isStorableId(id)) throw new NotFound("Talent pool");
  const [pool] = await tx.$queryRaw<{ id: number; name: string }[]>`SELECT id, name FROM talent_pools WHERE id = ${id} FOR UPDATE`;
  if (!pool) throw new NotFound("Talent pool");
  return pool;
}
