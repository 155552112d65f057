import type { Caller } from "@/lib/auth/caller";
import { now } from "@/lib/clock";
import { db } from "@/lib/db";
import { BadRequest } from "@/lib/errors";
import type { ConnectCalendarBody } from "@/lib/schemas/calendar";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { CalendarRefused, findCalendar } from "./caldav-client";
import { calendarSelect, calendarView } from "./my-calendar";
import { sealPassword } from "./password-box";

// PUT /api/users/me/calendar: the connection is tried first (log in, find the calendar); only one
// that works is stored, replacing the caller's earlier one. A refusal names the field to correct.
export async function connectCalendar(caller: Caller, body: ConnectCalendarBody) {
  const found = await findCalendar({ serverUrl: body.url, username: body.username, password: body.password }).catch((error: CalendarRefused) => {
    throw new BadRequest(error.message, [{ path: error.field, message: error.message }]);
  });
  const data = {
    serverUrl: body.url,
    username: body.username,
    passwordEncrypted: sealPassword(body.password),
    calendarUrl: found.calendarUrl,
    calendarName: found.calendarName,
    timeZone: found.timeZone,
    lastCheckedAt: now(),
  };
  return db.$transaction(async (tx) => {
    const before = await tx.calendarConnection.findUnique({ where: { userId: caller.userId }, select: { id: true } });
    const row = await tx.calendarConnection.upsert({
      where: { userId: caller.userId },
      create: { organizationId: caller.orgId, userId: caller.userId, ...data },
      update: data,
      select: calendarSelect,
    });
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "calendar.connected",
      targetType: "calendar",
      targetId: caller.userId,
      targetLabel: found.calendarName ?? hostOf(body.url),
      metadata: { host: hostOf(body.url), calendarName: found.calendarName, replaced: before !== null },
    });
    return calendarView(row);
  });
}

export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url.slice(0, 100);
  }
}
