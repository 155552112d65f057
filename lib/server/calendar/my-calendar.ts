import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db";

// GET /api/users/me/calendar: the caller's own connection (the policy shows no one else's row)
export const calendarSelect = { serverUrl: true, username: true, calendarName: true, lastCheckedAt: true } as const;
type Row = { serverUrl: string; username: string; calendarName: string | null; lastCheckedAt: Date };

export function calendarView(row: Row | null) {
  if (!row) return { connected: false, url: null, username: null, calendarName: null, lastCheckedAt: null };
  return { connected: true, url: row.serverUrl, username: row.username, calendarName: row.calendarName, lastCheckedAt: row.lastCheckedAt.toISOString() };
}

export async function getMyCalendar(caller: Caller) {
  return calendarView(await db.calendarConnection.findUnique({ where: { userId: caller.userId }, select: calendarSelect }));
}
