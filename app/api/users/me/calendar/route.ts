import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { ConnectCalendarBody } from "@/lib/schemas/calendar";
import { connectCalendar } from "@/lib/server/calendar/connect-calendar";
import { disconnectCalendar } from "@/lib/server/calendar/disconnect-calendar";
import { getMyCalendar } from "@/lib/server/calendar/my-calendar";

// GET /api/users/me/calendar: the caller's own CalDAV calendar, never its password
export const GET = route({
  operation: "getMyCalendar",
  handler: async ({ caller }) => json(await getMyCalendar(caller)),
});

// PUT /api/users/me/calendar: connect (or replace) it, after trying it
export const PUT = route({
  operation: "connectMyCalendar",
  body: ConnectCalendarBody,
  handler: async ({ caller, body }) => json(await connectCalendar(caller, body)),
});

// DELETE /api/users/me/calendar: forget it
export const DELETE = route({
  operation: "disconnectMyCalendar",
  handler: async ({ caller }) => json(await disconnectCalendar(caller)),
});

export const { POST, PATCH, OPTIONS } = otherMethods({ GET, PUT, DELETE });
