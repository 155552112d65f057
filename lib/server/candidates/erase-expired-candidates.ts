import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { logger } from "@/lib/observability/logger";
import { eraseCandidateAs } from "./erase-candidate";
import { expiredCandidatesWhere } from "./expired-candidates";

export const RETENTION_ACTOR = { userId: null, name: "Retention policy" };

// The daily retention job: every organization with candidateRetentionDays erases the candidates
// whose applications all ended longer ago than that, each in a transaction of its own (an error
// on one leaves the others done; the job fails and pg-boss runs it again). Logs counts only.
export async function eraseExpiredCandidates(now = new Date()): Promise<number> {
  const due = await db.$queryRaw<{ id: number; organizationId: number }[]>`
    SELECT c.id, c.organization_id AS "organizationId"
    FROM candidates c JOIN organizations o ON o.id = c.organization_id
    WHERE o.candidate_retention_days IS NOT NULL
      AND ${expiredCandidatesWhere(Prisma.sql`o.candidate_retention_days`, now)}
    ORDER BY c.id`;
  for (const candidate of due) await eraseCandidateAs(RETENTION_ACTOR, candidate.organizationId, candidate.id, "retention");
  logger().info({ component: "retention", erased: due.length }, "retention sweep done");
  return due.length;
}
