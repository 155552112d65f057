import { calendarQuery, createObject, deleteObject, type DAVResponse } from "tsdav";
import { withTimeout } from "./caldav-client";
import { caldavFetch, CalendarUnreachable, TargetRefused } from "./caldav-fetch";
import type { StoredConnection } from "./stored-connections";

// The three requests the product makes to a connected calendar, straight to the calendar's URL
// found at connect time (no discovery each time), each within its limits (caldav-fetch.ts).

const PER_CALENDAR_TIMEOUT_MS = 15_000;

function authorization(connection: StoredConnection): Record<string, string> {
  const { username, password } = connection.credentials;
  if (password === null) throw new CalendarUnreachable("the stored password can no longer be read; connect the calendar again");
  return { authorization: `Basic ${Buffer.from(`${username}:${password}`).toString("base64")}` };
}

const icalUtc = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;

// calendar-query REPORT: the events that may overlap [from, to), with their iCalendar text.
export async function eventsBetween(connection: StoredConnection, from: Date, to: Date): Promise<string[]> {
  return failingInWords(() => query(connection, from, to));
}

async function query(connection: StoredConnection, from: Date, to: Date): Promise<string[]> {
  const responses = await withTimeout(
    calendarQuery({
      url: connection.calendarUrl,
      props: { "d:getetag": {}, "c:calendar-data": {} },
      filters: { "comp-filter": { _attributes: { name: "VCALENDAR" }, "comp-filter": { _attributes: { name: "VEVENT" }, "time-range": { _attributes: { start: icalUtc(from), end: icalUtc(to) } } } } },
      depth: "1",
      headers: authorization(connection),
      fetch: caldavFetch,
    }),
    PER_CALENDAR_TIMEOUT_MS,
    connection.calendarUrl,
  );
  refuseFailure(responses);
  return responses.map((r) => r.props?.calendarData?._cdata ?? r.props?.calendarData).filter((data): data is string => typeof data === "string" && data.includes("BEGIN:VCALENDAR"));
}

// PUT <calendar>/<uid>.ics: creates the event or replaces it (a changed interview, a raised SEQUENCE).
export async function putEvent(connection: StoredConnection, uid: string, ics: string): Promise<void> {
  return failingInWords(async () => {
    const response = await withTimeout(createObject({ url: objectUrl(connection, uid), data: ics, headers: { "content-type": "text/calendar; charset=utf-8", ...authorization(connection) }, fetch: caldavFetch }), PER_CALENDAR_TIMEOUT_MS, connection.calendarUrl);
    if (!response.ok) throw new CalendarUnreachable(reasonFor(response.status));
  });
}

// DELETE <calendar>/<uid>.ics; an event already gone is fine.
export async function deleteEvent(connection: StoredConnection, uid: string): Promise<void> {
  return failingInWords(async () => {
    const response = await withTimeout(deleteObject({ url: objectUrl(connection, uid), headers: authorization(connection), fetch: caldavFetch }), PER_CALENDAR_TIMEOUT_MS, connection.calendarUrl);
    if (!response.ok && response.status !== 404) throw new CalendarUnreachable(reasonFor(response.status));
  });
}

// Every failure leaves as CalendarUnreachable with a reason a member can act on (tsdav throws its own
// errors for some statuses).
async function failingInWords<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CalendarUnreachable) throw error;
    if (error instanceof TargetRefused) throw new CalendarUnreachable(`the calendar address ${error.message}`);
    const status = /\b(40[134])\b/.exec(error instanceof Error ? error.message : "")?.[1];
    throw new CalendarUnreachable(status ? reasonFor(Number(status)) : "the server did not answer as a CalDAV calendar");
  }
}

function objectUrl(connection: StoredConnection, uid: string): string {
  const base = connection.calendarUrl.endsWith("/") ? connection.calendarUrl : `${connection.calendarUrl}/`;
  return new URL(`${encodeURIComponent(uid)}.ics`, base).href;
}

// tsdav answers a failed REPORT as one response carrying the status.
function refuseFailure(responses: DAVResponse[]): void {
  const failed = responses.find((r) => r.ok === false && (r.status ?? 0) >= 400 && !r.props);
  if (failed) throw new CalendarUnreachable(reasonFor(failed.status ?? 0));
}

function reasonFor(status: number): string {
  if (status === 401) return "the server refused the stored user name and password";
  if (status === 403) return "the server does not let this user use the calendar";
  if (status === 404) return "the calendar no longer exists on the server";
  return `the server answered ${status}`;
}
