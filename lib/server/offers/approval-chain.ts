import type { Caller } from "@/lib/auth/caller";
import { membersWhoMay } from "@/lib/server/roles/members-who-may";
import { db, type Tx } from "@/lib/db";
import { BadRequest } from "@/lib/errors";
import type { ChainKind, ReplaceApprovalChainBody } from "@/lib/schemas/approval-chain";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";

type Client = Tx | typeof db;

export type ChainStep = {
  position: number;
  mode: "any" | "all";
  approverIds: string[];
  role: string | null;
  minYearlyAmount: { amount: number; currency: string } | null;
};

export async function readChain(client: Client, kind: ChainKind): Promise<ChainStep[]> {
  const rows = await client.approvalChainStep.findMany({ where: { kind }, orderBy: { position: "asc" } });
  return rows.map((r) => ({
    position: r.position,
    mode: r.mode as ChainStep["mode"],
    approverIds: r.approverIds,
    role: r.approverRole,
    minYearlyAmount: r.minYearlyAmount === null ? null : { amount: Number(r.minYearlyAmount), currency: r.minCurrency! },
  }));
}

// GET /api/orgs/me/approval-chains/{kind}: any member may read who approves (the UI says so)
export async function getApprovalChain(_caller: Caller, kind: ChainKind) {
  return { chain: await chainView(db, kind) };
}

async function chainView(client: Client, kind: ChainKind) {
  const steps = await readChain(client, kind);
  const ids = [...new Set(steps.flatMap((s) => s.approverIds))];
  const users = ids.length ? await client.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } }) : [];
  const names = new Map(users.map((u) => [u.id, u.name]));
  return { kind, steps: steps.map((s) => ({ ...s, approvers: s.approverIds.map((id) => ({ id, name: names.get(id) ?? "Former member" })) })) };
}

// PUT /api/orgs/me/approval-chains/{kind} (`settings.manage`, declared by the route): the whole chain; offers already submitted keep
// the steps they were submitted with (decision 391). Named approvers must be active members who may
// read offers (not interviewers).
export async function replaceApprovalChain(caller: Caller, kind: ChainKind, body: ReplaceApprovalChainBody) {
  if (kind === "job" && body.steps.some((s) => s.minYearlyAmount !== null)) {
    throw new BadRequest("Invalid body: a job's chain has no amount thresholds", [{ path: "steps", message: "minYearlyAmount applies to offers only" }]);
  }
  return db.$transaction(async (tx) => {
    const ids = [...new Set(body.steps.flatMap((s) => s.approverIds))];
    const members = ids.length
      ? await tx.user.findMany({ where: { id: { in: ids }, removedAt: null, deactivatedAt: null, ...membersWhoMay("offers.approve") }, select: { id: true } })
      : [];
    const ok = new Set(members.map((m) => m.id));
    const roleKeys = [...new Set(body.steps.flatMap((s) => (s.role ? [s.role] : [])))];
    const approving = new Set(
      roleKeys.length ? (await tx.role.findMany({ where: { key: { in: roleKeys }, permissions: { has: "offers.approve" } }, select: { key: true } })).map((r) => r.key) : [],
    );
    const details = body.steps.flatMap((s, i) => [
      ...s.approverIds.flatMap((id, j) => (ok.has(id) ? [] : [{ path: `steps.${i}.approverIds.${j}`, message: "is not an active member whose role may approve offers" }])),
      ...(s.role && !approving.has(s.role) ? [{ path: `steps.${i}.role`, message: "is not a role of this organization whose members may approve offers" }] : []),
    ]);
    if (details.length > 0) throw new BadRequest(`Invalid body: ${details.map((d) => `${d.path}: ${d.message}`).join("; ")}`, details);
    const before = await readChain(tx, kind);
    await tx.approvalChainStep.deleteMany({ where: { kind } });
    await tx.approvalChainStep.createMany({
      data: body.steps.map((s, position) => ({
        organizationId: caller.orgId,
        kind,
        position,
        mode: s.mode,
        approverIds: s.approverIds,
        approverRole: s.role,
        minYearlyAmount: s.minYearlyAmount?.amount ?? null,
        minCurrency: s.minYearlyAmount?.currency ?? null,
      })),
    });
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "approval_chain.replaced",
      targetType: "organization",
      targetId: caller.orgId,
      metadata: { kind, beforeSteps: before.length, afterSteps: body.steps.length },
    });
    return { chain: await chainView(tx, kind) };
  });
}
