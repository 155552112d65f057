import ICAL from "ical.js";
import { isTimeZone, wallTimeToUtc } from "./zoned-time";

// Busy time in calendar objects (iCalendar text, as a calendar-query REPORT answers them), expanded
// here because radicale 3.1 has no free-busy REPORT (docs/decisions/383). Rules:
// - a recurring event's occurrences come from RRULE/RDATE less EXDATE; an occurrence moved or
//   changed by a RECURRENCE-ID exception counts as the exception says;
// - TRANSP:TRANSPARENT and STATUS:CANCELLED are not busy (on the event or on one occurrence);
// - a time with a TZID is read in that zone (an IANA name through Intl, any other name through the
//   object's VTIMEZONE), a floating time or an all-day date in `zone` (the calendar's zone);
// - all-day events are busy from midnight to midnight of their days.
// Blocks are clipped to [from, to), sorted and merged where they overlap or touch.

export type Block = { start: Date; end: Date };

const MAX_OCCURRENCES = 20_000; // a daily event for fifty years; stops a runaway rule

export function busyTime(objects: string[], from: Date, to: Date, zone: string): Block[] {
  const blocks: Block[] = [];
  for (const text of objects) {
    let calendar: ICAL.Component;
    try {
      calendar = new ICAL.Component(ICAL.parse(text));
    } catch {
      continue; // one unreadable object does not hide the others
    }
    const context = zoneContext(calendar, zone);
    const events = calendar.getAllSubcomponents("vevent");
    for (const master of events.filter((e) => !e.hasProperty("recurrence-id"))) {
      const uid = master.getFirstPropertyValue("uid");
      const exceptions = events.filter((e) => e.hasProperty("recurrence-id") && e.getFirstPropertyValue("uid") === uid);
      blocks.push(...occurrencesOf(master, exceptions, from, to, context));
    }
    // an exception whose series lives elsewhere (or was not sent) still stands for itself
    const masters = new Set(events.filter((e) => !e.hasProperty("recurrence-id")).map((e) => e.getFirstPropertyValue("uid")));
    for (const orphan of events.filter((e) => e.hasProperty("recurrence-id") && !masters.has(e.getFirstPropertyValue("uid")) && isBusy(e))) {
      const event = new ICAL.Event(orphan);
      blocks.push(spanOf(orphan, event.startDate, event.endDate, context));
    }
  }
  return merge(blocks.map((b) => clip(b, from, to)).filter((b): b is Block => b !== null));
}

type Context = { zone: string; vtimezones: Map<string, ICAL.Timezone> };

function zoneContext(calendar: ICAL.Component, fallback: string): Context {
  const vtimezones = new Map<string, ICAL.Timezone>();
  for (const component of calendar.getAllSubcomponents("vtimezone")) {
    const tzid = component.getFirstPropertyValue("tzid");
    if (typeof tzid === "string") vtimezones.set(tzid, new ICAL.Timezone({ component, tzid }));
  }
  const declared = calendar.getFirstPropertyValue("x-wr-timezone");
  return { zone: typeof declared === "string" && isTimeZone(declared) ? declared : fallback, vtimezones };
}

function occurrencesOf(master: ICAL.Component, exceptions: ICAL.Component[], from: Date, to: Date, context: Context): Block[] {
  const event = new ICAL.Event(master, { exceptions });
  const blocks: Block[] = [];
  if (!event.isRecurring()) {
    if (isBusy(master)) blocks.push(spanOf(master, event.startDate, event.endDate, context));
    return blocks;
  }
  if (isBusy(master)) {
    const iterator = event.iterator();
    for (let count = 0, next = iterator.next(); next && count < MAX_OCCURRENCES; next = iterator.next(), count++) {
      const details = event.getOccurrenceDetails(next);
      if (details.item !== event) continue; // exceptions are read below, each as itself
      const span = spanOf(master, details.startDate, details.endDate, context);
      if (span.start >= to) break;
      if (span.end > from) blocks.push(span);
    }
  }
  for (const exception of exceptions.filter(isBusy)) {
    const moved = new ICAL.Event(exception);
    blocks.push(spanOf(exception, moved.startDate, moved.endDate, context));
  }
  return blocks;
}

// Whether an event (or one occurrence's exception) makes its member busy.
function isBusy(component: ICAL.Component): boolean {
  const transparency = String(component.getFirstPropertyValue("transp") ?? "OPAQUE").toUpperCase();
  const status = String(component.getFirstPropertyValue("status") ?? "").toUpperCase();
  return transparency !== "TRANSPARENT" && status !== "CANCELLED";
}

// An occurrence's start and end as instants, read in the zones its DTSTART and DTEND name.
function spanOf(component: ICAL.Component, start: ICAL.Time, end: ICAL.Time, context: Context): Block {
  const startZone = tzidOf(component.getFirstProperty("dtstart")?.getParameter("tzid"));
  const endZone = tzidOf(component.getFirstProperty("dtend")?.getParameter("tzid")) ?? startZone;
  return { start: instantOf(start, startZone, context), end: instantOf(end, endZone, context) };
}

function tzidOf(value: unknown): string | null {
  return typeof value === "string" ? value : Array.isArray(value) && typeof value[0] === "string" ? value[0] : null;
}

function instantOf(time: ICAL.Time, tzid: string | null, context: Context): Date {
  if (!time.isDate && time.zone === ICAL.Timezone.utcTimezone) return time.toJSDate();
  const wall = { year: time.year, month: time.month, day: time.day, hour: time.isDate ? 0 : time.hour, minute: time.isDate ? 0 : time.minute, second: time.isDate ? 0 : time.second };
  if (!time.isDate && tzid) {
    if (isTimeZone(tzid)) return wallTimeToUtc(wall, tzid);
    const declared = context.vtimezones.get(tzid);
    if (declared) {
      const zoned = time.clone();
      zoned.zone = declared;
      return new Date(zoned.toUnixTime() * 1000);
    }
  }
  return wallTimeToUtc(wall, context.zone);
}

function clip(block: Block, from: Date, to: Date): Block | null {
  const start = block.start < from ? from : block.start;
  const end = block.end > to ? to : block.end;
  return end > start ? { start, end } : null;
}

export function merge(blocks: Block[]): Block[] {
  const sorted = [...blocks].sort((a, b) => a.start.getTime() - b.start.getTime());
  const merged: Block[] = [];
  for (const block of sorted) {
    const last = merged.at(-1);
    if (last && block.start <= last.end) {
      if (block.end > last.end) last.end = block.end;
    } else merged.push({ start: block.start, end: block.end });
  }
  return merged;
}
