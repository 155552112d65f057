import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { connectCalendar } from "@/lib/server/calendar/connect-calendar";
import { disconnectCalendar } from "@/lib/server/calendar/disconnect-calendar";
import { getMyCalendar } from "@/lib/server/calendar/my-calendar";
import { calendarOperations } from "@/lib/openapi/operations/calendar";

// GET /api/users/me/calendar: the caller's own CalDAV calendar, never its password
export const GET = route(calendarOperations.getMyCalendar, {
  handler: async ({ caller }) => json(await getMyCalendar(caller)),
});

// PUT /api/users/me/calendar: connect (or replace) it, after trying it
export const PUT = route(calendarOperations.connectMyCalendar, {
  handler: async ({ caller, body }) => json(await connectCalendar(caller, body)),
});

// DELETE /api/users/me/calendar: forget it
export const DELETE = route(calendarOperations.disconnectMyCalendar, {
  handler: async ({ caller }) => json(await disconnectCalendar(caller)),
});

export const { POST, PATCH, OPTIONS } = otherMethods({ GET, PUT, DELETE });
