import type { Tx } from "@/lib/db";
import { calendarBusyBlocks } from "@/lib/server/calendar/calendar-busy-blocks";
import type { Interval } from "./find-slots";

// Where busy time comes from (docs/decisions/372). Each source answers, for members of the
// caller's organization, their busy blocks overlapping [from, to); a member a source knows
// nothing about is simply absent from its map: the interviews booked here, and members' own calendars.
export type BusySource = (tx: Tx, organizationId: number, userIds: string[], from: Date, to: Date) => Promise<Map<string, Interval[]>>;

// Interviews in the product, through interviewer_busy_blocks(): when, never with what, including
// interviews the caller may not read.
const productInterviews: BusySource = async (tx, organizationId, userIds, from, to) => {
  const rows = await tx.$queryRaw<{ userId: string; startsAt: Date; endsAt: Date }[]>`
    SELECT user_id AS "userId", starts_at AS "startsAt", ends_at AS "endsAt" FROM interviewer_busy_blocks(${organizationId}::integer, ${userIds}::text[], ${from}, ${to})`;
  const byUser = new Map<string, Interval[]>();
  for (const row of rows) {
    const list = byUser.get(row.userId) ?? [];
    list.push({ start: row.startsAt.getTime(), end: row.endsAt.getTime() });
    byUser.set(row.userId, list);
  }
  return byUser;
};

// Members' own calendars over CalDAV (docs/decisions/383); a calendar that cannot be read is left
// out (and reported by the calendar module), never failing the search. The caller has checked that
// the members are of its organization.
const memberCalendars: BusySource = async (_tx, _organizationId, userIds, from, to) => {
  const busy = await calendarBusyBlocks(userIds, from, to);
  return new Map([...busy].map(([userId, blocks]) => [userId, blocks.map((b) => ({ start: b.start.getTime(), end: b.end.getTime() }))]));
};

export const BUSY_SOURCES: BusySource[] = [productInterviews, memberCalendars];

// Every source's busy blocks of each member, together
export async function busyBlocks(tx: Tx, organizationId: number, userIds: string[], from: Date, to: Date): Promise<Map<string, Interval[]>> {
  const all = new Map<string, Interval[]>(userIds.map((id) => [id, []]));
  for (const source of BUSY_SOURCES) {
    for (const [userId, blocks] of await source(tx, organizationId, userIds, from, to)) all.get(userId)?.push(...blocks);
  }
  return all;
}
