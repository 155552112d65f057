import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { logger } from "@/lib/observability/logger";
import { eraseCandidateAs } from "./erase-candidate";
import { expiredCandidateIdsSql } from "./expired-candidates";
import { now } from "@/lib/clock";

export const RETENTION_ACTOR = { userId: null, name: "Retention policy" };

// The daily retention job: every organization with candidateRetentionDays erases the candidates
// whose applications all ended longer ago than that, each in a transaction of its own (an error
// on one leaves the others done; the job fails and pg-boss runs it again). Logs counts only.
export async function eraseExpiredCandidates(at = now()): Promise<number> {
  const due = await db.$queryRaw<{ id: number; organizationId: number }[]>`
    SELECT e.id, o.id AS "organizationId"
    FROM organizations o
    CROSS JOIN LATERAL (${expiredCandidateIdsSql(Prisma.sql`o.id`, Prisma.sql`o.candidate_retention_days`, at)}) e
    WHERE o.candidate_retention_days IS NOT NULL
    ORDER BY e.id`;
  for (const candidate of due) await eraseCandidateAs(RETENTION_ACTOR, candidate.organizationId, candidate.id, "retention");
  logger().info({ component: "retention", erased: due.length }, "retention sweep done");
  return due.length;
}
