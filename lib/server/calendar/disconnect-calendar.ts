import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { hostOf } from "./connect-calendar";
import { calendarView } from "./my-calendar";

// DELETE /api/users/me/calendar: the stored credentials go; nothing is removed from the calendar
// itself. Disconnecting when not connected answers the same and records nothing.
export async function disconnectCalendar(caller: Caller) {
  await db.$transaction(async (tx) => {
    const [removed] = await tx.$queryRaw<{ server_url: string; calendar_name: string | null }[]>`
      DELETE FROM calendar_connections WHERE user_id = ${caller.userId} RETURNING server_url, calendar_name`;
    if (!removed) return;
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "calendar.disconnected",
      targetType: "calendar",
      targetId: caller.userId,
      targetLabel: removed.calendar_name ?? hostOf(removed.server_url),
      metadata: { host: hostOf(removed.server_url), calendarName: removed.calendar_name },
    });
  });
  return calendarView(null);
}
