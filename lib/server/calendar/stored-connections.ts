import { now } from "@/lib/clock";
import { ownerDb } from "@/lib/db/owner";
import type { CalendarCredentials } from "./caldav-client";
import { openPassword } from "./password-box";

// Members' connections as the server uses them (busy time, booked interviews): read as the owner,
// since a recruiter's search reads its interviewers' calendars, and never part of any answer
// (docs/decisions/380). Whoever calls states which members; their organization was checked there.
// `password` is null when the stored one no longer opens (the encryption key changed since).
export type StoredConnection = { userId: string; credentials: Omit<CalendarCredentials, "password"> & { password: string | null }; calendarUrl: string; timeZone: string | null };

export async function storedConnections(userIds: string[]): Promise<StoredConnection[]> {
  if (userIds.length === 0) return [];
  const rows = await ownerDb.calendarConnection.findMany({
    where: { userId: { in: userIds } },
    select: { userId: true, serverUrl: true, username: true, passwordEncrypted: true, calendarUrl: true, timeZone: true },
  });
  return rows.map((row) => ({
    userId: row.userId,
    credentials: { serverUrl: row.serverUrl, username: row.username, password: safeOpen(row.passwordEncrypted) },
    calendarUrl: row.calendarUrl,
    timeZone: row.timeZone,
  }));
}

function safeOpen(stored: string): string | null {
  try {
    return openPassword(stored);
  } catch {
    return null;
  }
}

// The calendars just reached: lastCheckedAt says when the product last could.
export async function markChecked(userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await ownerDb.calendarConnection.updateMany({ where: { userId: { in: userIds } }, data: { lastCheckedAt: now() } });
}
