import type { Tx } from "@/lib/db";
import { Conflict } from "@/lib/errors";

// Only the person holding the link reads these (the outbox hides it from the inviting admins), so
// the second may say that another organization has the address; the inviting team never learns it.
const ACCOUNT_HERE = "An account with this e-mail already exists; sign in instead";
const ACCOUNT_ELSEWHERE =
  "This e-mail address already has an account with another organization here, and an account belongs to one organization only. Ask for an invitation to a different e-mail address, or contact support.";

// Why an invitation cannot become an account, if it cannot: users.email is unique across organizations.
// A member removed from this organization is no conflict: accepting restores them (docs/decisions/173).
// The database answers which organization has the address (account_of_email): the link's holder
// reads no other organization's rows.
export async function existingAccountConflict(tx: Tx, invitation: { email: string; organizationId: number }): Promise<Conflict | null> {
  const [user] = await tx.$queryRaw<{ organizationId: number; removed: boolean }[]>`
    SELECT organization_id AS "organizationId", removed FROM account_of_email(${invitation.email})`;
  if (!user || (user.organizationId === invitation.organizationId && user.removed)) return null;
  return new Conflict(user.organizationId === invitation.organizationId ? ACCOUNT_HERE : ACCOUNT_ELSEWHERE);
}
