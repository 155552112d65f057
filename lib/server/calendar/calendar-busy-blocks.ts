import { logger } from "@/lib/observability/logger";
import { busyTime, type Block } from "./busy-time";
import { eventsBetween } from "./calendar-request";
import { markChecked, storedConnections } from "./stored-connections";

// Members' busy time from their own calendars (docs/decisions/383), for the availability search.
// A member without a calendar is absent from the map; a calendar that cannot be read is left out
// too, logged, and named in `unavailable`, so one broken calendar never fails the whole search.

export type CalendarUnavailable = { userId: string; reason: string };
export type CalendarBusy = { busy: Map<string, Block[]>; unavailable: CalendarUnavailable[] };

export async function calendarBusyReport(userIds: string[], from: Date, to: Date): Promise<CalendarBusy> {
  const connections = await storedConnections([...new Set(userIds)]);
  const busy = new Map<string, Block[]>();
  const unavailable: CalendarUnavailable[] = [];
  await Promise.all(
    connections.map(async (connection) => {
      try {
        const objects = await eventsBetween(connection, from, to);
        busy.set(connection.userId, busyTime(objects, from, to, connection.timeZone ?? "UTC"));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        logger().warn({ component: "calendar", userId: connection.userId, reason }, "calendar unavailable; its busy time is left out");
        unavailable.push({ userId: connection.userId, reason });
      }
    }),
  );
  await markChecked([...busy.keys()]);
  return { busy, unavailable };
}

export async function calendarBusyBlocks(userIds: string[], from: Date, to: Date): Promise<Map<string, Block[]>> {
  return (await calendarBusyReport(userIds, from, to)).busy;
}
