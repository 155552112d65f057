import { DAVClient, type DAVCalendar } from "tsdav";
import { caldavFetch, CalendarUnreachable, notReached, TargetRefused } from "./caldav-fetch";

// tsdav, logged in to a member's server through caldavFetch (checked, pinned, timed out), and the
// calendar a connection uses: the one the URL names, else the member's first calendar of events
// (docs/decisions/380).

export type CalendarCredentials = { serverUrl: string; username: string; password: string };
export type FoundCalendar = { calendarUrl: string; calendarName: string | null; timeZone: string | null };

// Why a connection cannot be used, in words for the member; `field` is the input to correct.
export class CalendarRefused extends Error {
  constructor(
    message: string,
    readonly field: "url" | "password",
  ) {
    super(message);
  }
}

// Discovery takes several requests; each has its own limit (caldav-fetch.ts) and all of them this one.
const DISCOVERY_TIMEOUT_MS = 20_000;

export async function loggedInClient(credentials: CalendarCredentials): Promise<DAVClient> {
  const client = new DAVClient({
    serverUrl: credentials.serverUrl,
    credentials: { username: credentials.username, password: credentials.password },
    authMethod: "Basic",
    defaultAccountType: "caldav",
    fetch: caldavFetch,
  });
  await client.login();
  return client;
}

export async function findCalendar(credentials: CalendarCredentials): Promise<FoundCalendar> {
  try {
    return await withTimeout(discover(credentials), DISCOVERY_TIMEOUT_MS, credentials.serverUrl);
  } catch (error) {
    throw refusal(error);
  }
}

async function discover(credentials: CalendarCredentials): Promise<FoundCalendar> {
  const client = await loggedInClient(credentials);
  const calendars = await client.fetchCalendars();
  const named = calendars.find((c) => sameCollection(c.url, credentials.serverUrl));
  const chosen = named ?? calendars.find((c) => !c.components?.length || c.components.includes("VEVENT"));
  if (!chosen) throw new CalendarRefused("No calendar of events was found for this user at this address; create one on the server or give its address", "url");
  return { calendarUrl: chosen.url, calendarName: nameOf(chosen), timeZone: zoneOf(chosen) };
}

// What went wrong, as the member can act on it; anything unforeseen reads as "not a CalDAV server".
export function refusal(error: unknown): CalendarRefused {
  if (error instanceof CalendarRefused) return error;
  if (error instanceof TargetRefused) return new CalendarRefused(`The calendar address ${error.message}`, "url");
  if (error instanceof CalendarUnreachable) return new CalendarRefused(`The calendar server could not be reached: ${error.message}`, "url");
  const message = error instanceof Error ? error.message : "";
  if (/\b401\b|Invalid credentials|Unauthorized/i.test(message)) return new CalendarRefused("The calendar server refused this user name and password", "password");
  if (/\b403\b/.test(message)) return new CalendarRefused("The calendar server does not let this user read the calendar", "password");
  return new CalendarRefused("This address does not answer as a CalDAV calendar server", "url");
}

function sameCollection(a: string, b: string): boolean {
  const path = (url: string) => {
    try {
      const parsed = new URL(url);
      return `${parsed.origin}${decodeURIComponent(parsed.pathname).replace(/\/+$/, "")}`;
    } catch {
      return url;
    }
  };
  return path(a) === path(b);
}

function nameOf(calendar: DAVCalendar): string | null {
  const name = typeof calendar.displayName === "string" ? calendar.displayName.trim() : "";
  return name ? name.slice(0, 200) : null;
}

// calendar-timezone holds a VTIMEZONE; its TZID is the zone of the calendar's floating and all-day times
function zoneOf(calendar: DAVCalendar): string | null {
  const tzid = /^TZID:(.+)$/m.exec(calendar.timezone ?? "")?.[1]?.trim();
  return tzid ? tzid.slice(0, 100) : null;
}

export function withTimeout<T>(promise: Promise<T>, ms: number, url: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(notReached(url, `no answer within ${ms / 1000} s`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
