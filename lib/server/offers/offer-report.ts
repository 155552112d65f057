import type { Caller } from "@/lib/auth/caller";
import { nowMs } from "@/lib/clock";
import { db } from "@/lib/db";
import type { OfferReportQuery } from "@/lib/schemas/offer";

const DAY_MS = 86_400_000;
const RANGE_DAYS = { "30d": 30, "90d": 90 } as const;

// GET /api/reports/offers (docs/decisions/396): offers made (sent to the candidate) in the range,
// how they ended, the acceptance rate among those answered or expired, and the mean days from
// application to offer, as one grouped statement over the offers the caller may read (the policy:
// managers and approvers; an interviewer's report is empty).
export async function getOfferReport(_caller: Caller, query: OfferReportQuery) {
  const since = query.range === "all" ? new Date(0) : new Date(nowMs() - RANGE_DAYS[query.range] * DAY_MS);
  const [row] = await db.$queryRaw<{ made: number; accepted: number; declined: number; expired: number; open: number; avgDays: number | null }[]>`
    SELECT count(*)::int AS made,
           count(*) FILTER (WHERE o.status = 'accepted')::int AS accepted,
           count(*) FILTER (WHERE o.status = 'declined')::int AS declined,
           count(*) FILTER (WHERE o.status = 'expired')::int AS expired,
           count(*) FILTER (WHERE o.status = 'sent')::int AS open,
           (avg(extract(epoch FROM o.sent_at - a.created_at)) / 86400)::float8 AS "avgDays"
      FROM offers o JOIN applications a ON a.id = o.application_id
     WHERE o.sent_at IS NOT NULL AND o.sent_at >= ${since}`;
  const ended = row.accepted + row.declined + row.expired;
  return {
    range: query.range,
    offersMade: row.made,
    accepted: row.accepted,
    declined: row.declined,
    expired: row.expired,
    awaitingAnswer: row.open,
    acceptanceRate: ended === 0 ? null : Math.round((row.accepted / ended) * 1000) / 1000,
    avgDaysApplicationToOffer: row.avgDays === null ? null : Math.round(row.avgDays * 100) / 100,
  };
}
