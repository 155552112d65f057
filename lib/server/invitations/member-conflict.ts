import type { Tx } from "@/lib/db";
import { Conflict } from "@/lib/errors";

// Why an admin cannot invite this address to their organization, if they cannot: it belongs to a
// member (a deactivated one is reactivated, not invited). A removed member may be invited again;
// accepting restores their account (docs/decisions/173).
export async function memberConflict(tx: Tx, email: string): Promise<Conflict | null> {
  const member = await tx.user.findFirst({ where: { email, removedAt: null }, select: { deactivatedAt: true } });
  if (!member) return null;
  return new Conflict(
    member.deactivatedAt
      ? `${email} is a deactivated member of your team; reactivate them in Settings, Team instead`
      : `${email} is already a member of your team`,
  );
}
