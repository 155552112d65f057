import type { Tx } from "@/lib/db";
import { BadRequest } from "@/lib/errors";

// hiringManagerIds must name users of the caller's organization; anything else is a 400.
export async function assertOrgUsers(tx: Tx, userIds: readonly string[]): Promise<string[]> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return unique;
  const found = await tx.user.count({ where: { id: { in: unique } } });
  if (found !== unique.length) throw new BadRequest("Invalid body: hiringManagerIds must be ids of users in your organization");
  return unique.sort();
}
