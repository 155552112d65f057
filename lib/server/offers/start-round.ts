import { ADMIN_ROLE } from "@/lib/auth/permissions";
import type { Tx } from "@/lib/db";
import { membersWhoMay } from "@/lib/server/roles/members-who-may";
import { PERIODS_PER_YEAR, type SalaryPeriod } from "@/lib/schemas/offer";
import { readChain, type ChainStep } from "./approval-chain";

export type RoundSubject = { kind?: "offer" | "job"; id: number; organizationId: number; salary: { amount: number; currency: string; period: SalaryPeriod } | null };

// A threshold step applies to an offer whose yearly amount is above it in the same currency, and to
// every offer in another currency: no exchange rates are kept, so the stricter side wins (decision 391).
export function stepApplies(step: ChainStep, salary: RoundSubject["salary"]): boolean {
  if (step.minYearlyAmount === null || salary === null) return true;
  if (salary.currency !== step.minYearlyAmount.currency) return true;
  return salary.amount * PERIODS_PER_YEAR[salary.period] > step.minYearlyAmount.amount;
}

// Copies the organization's chain, as it is now, into one approval row per approver and step of
// `round`: a role step names the active members of that role now. A step left with no one (every
// named member gone) falls to the organization's admins, any one of them (decision 392).
// Returns how many steps the round has; zero means the offer is approved at once.
export async function startRound(tx: Tx, offer: RoundSubject, round: number): Promise<number> {
  const steps = (await readChain(tx, offer.kind ?? "offer")).filter((s) => stepApplies(s, offer.salary));
  const active = await tx.user.findMany({
    where: { removedAt: null, deactivatedAt: null, ...membersWhoMay("offers.approve") },
    select: { id: true, role: true },
    orderBy: { createdAt: "asc" },
  });
  const rows = steps.map((step, index) => {
    let ids = step.role ? active.filter((u) => u.role === step.role).map((u) => u.id) : step.approverIds.filter((id) => active.some((u) => u.id === id));
    let mode = step.mode;
    if (ids.length === 0) {
      ids = active.filter((u) => u.role === ADMIN_ROLE).map((u) => u.id);
      mode = "any";
    }
    const subject = offer.kind === "job" ? { jobId: offer.id } : { offerId: offer.id };
    return ids.map((approverId) => ({ organizationId: offer.organizationId, ...subject, round, step: index, mode, approverId }));
  });
  await tx.approval.createMany({ data: rows.flat() });
  return steps.length;
}
