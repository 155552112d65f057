import { can, type Caller } from "@/lib/auth/caller";
import type { Tx } from "@/lib/db";
import { Forbidden, NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";

// Talent pools are the recruiting team's (decision 351): admins and recruiters, who see every
// candidate. Others get 403 on every pool endpoint (the policy would only hide the pools).
export function assertRecruitingTeam(caller: Caller): void {
  if (!can(caller, "talent_pools.manage")) throw new Forbidden("Your role may not keep talent pools");
}

// The pool, locked for a change of it or its members; 404 when it is not the caller's organization's.
export async function lockPool(tx: Tx, id: number): Promise<{ id: number; name: string }> {
  if (!isStorableId(id)) throw new NotFound("Talent pool");
  const [pool] = await tx.$queryRaw<{ id: number; name: string }[]>`SELECT id, name FROM talent_pools WHERE id = ${id} FOR UPDATE`;
  if (!pool) throw new NotFound("Talent pool");
  return pool;
}
