import { db, type Tx } from "@/lib/db";
import { NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";

export type PoolSummary = { id: number; name: string; description: string | null; candidates: number; createdAt: Date; updatedAt: Date };

// Pools as the API shows them, with how many people each holds; `id` for one, else all, alphabetical.
export async function poolSummaries(client: Tx | typeof db = db, id?: number): Promise<PoolSummary[]> {
  return client.$queryRaw<PoolSummary[]>`
    SELECT p.id, p.name, p.description, p.created_at AS "createdAt", p.updated_at AS "updatedAt",
           (SELECT count(*)::int FROM talent_pool_members m WHERE m.pool_id = p.id) AS candidates
      FROM talent_pools p
     WHERE ${id === undefined} OR p.id = ${id ?? 0}
     ORDER BY lower(p.name), p.id`;
}

export async function poolSummary(id: number, client: Tx | typeof db = db): Promise<PoolSummary> {
  if (!isStorableId(id)) throw new NotFound("Talent pool");
  const [pool] = await poolSummaries(client, id);
  if (!pool) throw new NotFound("Talent pool");
  return pool;
}
