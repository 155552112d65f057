import type { Caller } from "@/lib/auth/caller";
import { db, type Tx } from "@/lib/db";
import { Conflict } from "@/lib/errors";
import type { CreateTalentPoolBody, UpdateTalentPoolBody } from "@/lib/schemas/talent-pool";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { lockPool } from "./pool-access";
import { poolSummary } from "./pool-summary";

const NAME_TAKEN = "A talent pool of that name exists already; choose another name";

// POST /api/talent-pools
export async function createPool(caller: Caller, body: CreateTalentPoolBody) {
  return db.$transaction(async (tx) => {
    await refuseTakenName(tx, body.name);
    const pool = await tx.talentPool.create({
      data: { organizationId: caller.orgId, name: body.name, description: body.description ?? null, createdById: caller.userId },
      select: { id: true },
    });
    await recordAudit(tx, actorOf(caller), { organizationId: caller.orgId, action: "talent_pool.created", targetType: "talent_pool", targetId: pool.id, targetLabel: body.name });
    return poolSummary(pool.id, tx);
  });
}

// PATCH /api/talent-pools/{id}
export async function updatePool(caller: Caller, id: number, body: UpdateTalentPoolBody) {
  return db.$transaction(async (tx) => {
    const before = await lockPool(tx, id);
    const row = await tx.talentPool.findUniqueOrThrow({ where: { id }, select: { name: true, description: true } });
    if (body.name !== undefined && body.name.toLowerCase() !== row.name.toLowerCase()) await refuseTakenName(tx, body.name);
    const after = { name: body.name ?? row.name, description: body.description === undefined ? row.description : body.description };
    if (after.name !== row.name || after.description !== row.description) {
      await tx.talentPool.update({ where: { id }, data: after });
      await recordAudit(tx, actorOf(caller), {
        organizationId: caller.orgId,
        action: "talent_pool.updated",
        targetType: "talent_pool",
        targetId: id,
        targetLabel: before.name,
        metadata: { before: row, after },
      });
    }
    return poolSummary(id, tx);
  });
}

// DELETE /api/talent-pools/{id}: the list goes; the people in it stay candidates
export async function deletePool(caller: Caller, id: number): Promise<void> {
  await db.$transaction(async (tx) => {
    const pool = await lockPool(tx, id);
    const members = await tx.talentPoolMember.count({ where: { poolId: id } });
    await tx.talentPool.delete({ where: { id } });
    await recordAudit(tx, actorOf(caller), { organizationId: caller.orgId, action: "talent_pool.deleted", targetType: "talent_pool", targetId: id, targetLabel: pool.name, metadata: { candidates: members } });
  });
}

// The unique index says so too; asked first, the answer is a 409 with words instead of a 500
async function refuseTakenName(tx: Tx, name: string): Promise<void> {
  const [taken] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM talent_pools WHERE lower(name) = lower(${name}) LIMIT 1`;
  if (taken) throw new Conflict(NAME_TAKEN);
}
