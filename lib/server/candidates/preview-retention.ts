import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { expiredCandidateIdsSql } from "./expired-candidates";
import { now } from "@/lib/clock";

// How many of the organization's candidates the next retention run would erase with `days`
// (the saved setting when not given; none without one). For `candidates.erase`, which its route declares.
export async function previewRetention(caller: Caller, days: number | undefined) {
  const saved = await db.organization.findUniqueOrThrow({ where: { id: caller.orgId }, select: { candidateRetentionDays: true } });
  const effective = days ?? saved.candidateRetentionDays;
  if (effective === null) return { days: null, candidates: 0 };
  const [row] = await db.$queryRaw<{ count: number }[]>`
    SELECT count(*)::int AS count FROM (${expiredCandidateIdsSql(effective, now())}) e`;
  return { days: effective, candidates: row.count };
}
