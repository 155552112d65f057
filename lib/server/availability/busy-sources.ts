import type { Tx } from "@/lib/db";
import { calendarBusyBlocks } from "@/lib/server/calendar/calendar-busy-blocks";
import type { Interval } from "./find-slots";

// Where busy time comes from (docs/decisions/372). Each source answers, for members of the
// caller's organization, their busy blocks overlapping [from, to); a member a source knows
// nothing about is simply absent from its map.
export type BusyMap = Map<string, Interval[]>;

// Interviews in the product, through interviewer_busy_blocks(): when, never with what, including
// interviews the caller may not read. A database read: it runs in the caller's transaction.
export async function productBusy(tx: Tx, organizationId: number, userIds: string[], from: Date, to: Date): Promise<BusyMap> {
  const rows = await tx.$queryRaw<{ userId: string; startsAt: Date; endsAt: Date }[]>`
    SELECT user_id AS "userId", starts_at AS "startsAt", ends_at AS "endsAt" FROM interviewer_busy_blocks(${organizationId}::integer, ${userIds}::text[], ${from}, ${to})`;
  const byUser: BusyMap = new Map();
  for (const row of rows) {
    const list = byUser.get(row.userId) ?? [];
    list.push({ start: row.startsAt.getTime(), end: row.endsAt.getTime() });
    byUser.set(row.userId, list);
  }
  return byUser;
}

// Members' own calendars over CalDAV (docs/decisions/383): remote requests of up to 15 s, so they
// run outside any transaction, after the database part was read (a slow calendar must not hold a
// pooled connection). A calendar that cannot be read is left out (and reported by the calendar
// module), never failing the search. The caller has checked that the members are of its organization.
export async function calendarBusy(userIds: string[], from: Date, to: Date): Promise<BusyMap> {
  const busy = await calendarBusyBlocks(userIds, from, to);
  return new Map([...busy].map(([userId, blocks]) => [userId, blocks.map((b) => ({ start: b.start.getTime(), end: b.end.getTime() }))]));
}

// Every source's busy blocks of each member, together
export function mergeBusy(userIds: string[], ...sources: BusyMap[]): BusyMap {
  const all: BusyMap = new Map(userIds.map((id) => [id, []]));
  for (const source of sources) for (const [userId, blocks] of source) all.get(userId)?.push(...blocks);
  return all;
}
