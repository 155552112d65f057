import { db } from "@/lib/db";
import { asOrganization } from "@/lib/db/caller-scope";
import { logger } from "@/lib/observability/logger";
import { eraseCandidateAs } from "./erase-candidate";
import { expiredCandidateIdsSql } from "./expired-candidates";
import { now } from "@/lib/clock";

export const RETENTION_ACTOR = { userId: null, name: "Retention policy" };

// The daily retention job: every organization with candidateRetentionDays erases the candidates
// whose applications all ended longer ago than that, each in a transaction of its own (an error
// on one leaves the others done; the job fails and pg-boss runs it again). Logs counts only.
// Only the list of organizations is read as the owner; each one's candidates in its own scope.
export async function eraseExpiredCandidates(at = now()): Promise<number> {
  const organizations = await db.organization.findMany({
    where: { candidateRetentionDays: { not: null } },
    select: { id: true, candidateRetentionDays: true },
    orderBy: { id: "asc" },
  });
  let erased = 0;
  for (const organization of organizations) {
    const due = await asOrganization(organization.id, () =>
      db.$queryRaw<{ id: number }[]>`SELECT e.id FROM (${expiredCandidateIdsSql(organization.candidateRetentionDays!, at)}) e ORDER BY e.id`,
    );
    for (const candidate of due) await eraseCandidateAs(RETENTION_ACTOR, organization.id, candidate.id, "retention");
    erased += due.length;
  }
  logger().info({ component: "retention", erased }, "retention sweep done");
  return erased;
}
