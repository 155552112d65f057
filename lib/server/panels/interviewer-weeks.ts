import type { Tx } from "@/lib/db";
import { wallClock, zonedToInstant } from "@/lib/server/availability/zoned-time";
import { workingHoursOf } from "@/lib/server/availability/working-hours";

const DAY = 86_400_000;
export const WEEK = 7 * DAY;

// A member's week runs Monday 00:00 to Monday 00:00 on the member's own wall clock (their working
// hours' zone, UTC until they set one): "this week" is the week they live in, so an interview on
// Monday morning in Auckland is not counted in the week before, as a UTC week would count it.
export type Week = { start: number; end: number; weekStart: string };

export function weekOf(timeZone: string, at: number): Week {
  const w = wallClock(timeZone, at);
  const monday = Date.UTC(w.year, w.month - 1, w.day) - (w.isoWeekday - 1) * DAY;
  return weekFromMonday(timeZone, monday);
}

// The week that starts on the UTC date `monday` (midnight of a Monday, as a UTC day number)
export function weekFromMonday(timeZone: string, monday: number): Week {
  const d = new Date(monday);
  const next = new Date(monday + WEEK);
  return {
    start: zonedToInstant(timeZone, d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), 0),
    end: zonedToInstant(timeZone, next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), 0),
    weekStart: d.toISOString().slice(0, 10),
  };
}

// When each member's interviews that are not cancelled start (scheduled and completed ones: the
// booking rows interviewer_busy_blocks() reads, the function availability reads busy time through),
// between from and to: a load counts every interview, also those the caller may not read, and tells
// nothing but when. `except` leaves out interviews being moved (a panel day is not counted against
// its own new time).
export type InterviewLoad = { zones: Map<string, string>; starts: Map<string, number[]> };

export async function interviewLoad(tx: Tx, organizationId: number, userIds: string[], from: Date, to: Date, except: number[] = []): Promise<InterviewLoad> {
  const hours = await workingHoursOf(tx, userIds);
  const rows = await tx.$queryRaw<{ userId: string; startsAt: Date; interviewId: number }[]>`
    SELECT user_id AS "userId", starts_at AS "startsAt", interview_id AS "interviewId"
    FROM interviewer_busy_blocks(${organizationId}::integer, ${userIds}::text[], ${from}, ${to})`;
  const skip = new Set(except);
  const starts = new Map<string, number[]>(userIds.map((id) => [id, []]));
  for (const row of rows) if (!skip.has(row.interviewId)) starts.get(row.userId)?.push(row.startsAt.getTime());
  return { zones: new Map(userIds.map((id) => [id, hours.get(id)!.timeZone])), starts };
}

// How many of the member's interviews start inside [start, end)
export function countBetween(starts: number[], start: number, end: number): number {
  let n = 0;
  for (const s of starts) if (s >= start && s < end) n++;
  return n;
}
