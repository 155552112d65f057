import { OWN } from "@/lib/api/needs";
import { ConnectCalendarBody } from "@/lib/schemas/calendar";
import { CalendarConnectionResponse } from "@/lib/schemas/responses/calendar";
import { operations } from "../declare";

const tag = "Calendar";
const connected = { connected: true, url: "https://caldav.example.com/dav/", username: "dana@example.com", calendarName: "Work", lastCheckedAt: "2026-11-27T09:30:00.000Z" };
const disconnected = { connected: false, url: null, username: null, calendarName: null, lastCheckedAt: null };

export const calendarOperations = operations({
  getMyCalendar: {
    method: "get",
    path: "/api/users/me/calendar",
    tag,
    summary: "Get your calendar connection",
    description:
      "Extension (docs/decisions/380). The caller's own CalDAV calendar, where their busy time is read from and booked interviews are written to. Every member may manage their own; no one can read another's. The password is never returned.",
    access: "authenticated",
    // the member's own calendar
    need: OWN,
    success: { status: 200, description: "The connection, or `connected: false`", schema: CalendarConnectionResponse, example: connected },
  },
  connectMyCalendar: {
    method: "put",
    path: "/api/users/me/calendar",
    tag,
    summary: "Connect your calendar",
    description:
      "Extension (docs/decisions/380-382). `url` is the CalDAV server's address (or one calendar's); `username` and `password` (an app password where the provider offers one) are the caller's. The connection is tried before anything is stored: the server must be reachable over https on a public address (as webhook targets), accept the credentials and hold a calendar of events; the calendar the URL names is used, else the first. Replaces an earlier connection. The password is stored encrypted and never returned. Audited as `calendar.connected` (server host and calendar name only).",
    access: "authenticated",
    need: OWN,
    body: ConnectCalendarBody,
    bodyExample: { url: "https://caldav.example.com/dav/", username: "dana@example.com", password: "app-password" },
    success: { status: 200, description: "The connection as stored", schema: CalendarConnectionResponse, example: connected },
    errors: {
      400: "Invalid body, or the connection did not work: the address is not https or not public, the server cannot be reached or does not answer as CalDAV, it refused the user name and password, or it holds no calendar of events. `details` names `url` or `password`; nothing is stored.",
    },
  },
  disconnectMyCalendar: {
    method: "delete",
    path: "/api/users/me/calendar",
    tag,
    summary: "Disconnect your calendar",
    description:
      "Extension (docs/decisions/380). Forgets the stored connection and its password; events already written to the calendar stay there. Answers the same when nothing was connected. Audited as `calendar.disconnected` when a connection was removed.",
    access: "authenticated",
    need: OWN,
    success: { status: 200, description: "No connection", schema: CalendarConnectionResponse, example: disconnected },
  },
});
