// Wall-clock time in an IANA zone from Intl alone (docs/decisions/372): the runtime's tz database
// gives the offset at an instant; no zone rules of our own.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric", weekday: "short" });
    formatters.set(timeZone, f);
  }
  return f;
}

export type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number; isoWeekday: number };

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

// The wall clock in `timeZone` at an instant
export function wallClock(timeZone: string, at: number): WallClock {
  const parts: Record<string, string> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(at))) parts[p.type] = p.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    isoWeekday: WEEKDAYS[parts.weekday],
  };
}

// Minutes the zone is ahead of UTC at an instant (Lisbon in summer: 60; New York in winter: -300)
export function offsetMinutes(timeZone: string, at: number): number {
  const w = wallClock(timeZone, at);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(at / 1000) * 1000) / 60_000);
}

// The instant a wall-clock time in `timeZone` names. A time skipped by a DST change (02:30 on a
// spring-forward night) is read with the offset before the change, so it lands after the gap; a
// repeated time (autumn) is its first occurrence.
export function zonedToInstant(timeZone: string, year: number, month: number, day: number, minuteOfDay: number): number {
  const local = Date.UTC(year, month - 1, day) + minuteOfDay * 60_000;
  const before = local - offsetMinutes(timeZone, local - 86_400_000 / 2) * 60_000;
  const first = local - offsetMinutes(timeZone, local) * 60_000;
  const candidates = [first, local - offsetMinutes(timeZone, first) * 60_000, before].filter((t) => {
    const w = wallClock(timeZone, t);
    return Date.UTC(w.year, w.month - 1, w.day) + (w.hour * 60 + w.minute) * 60_000 === local;
  });
  return candidates.length > 0 ? Math.min(...candidates) : before;
}

// The calendar days (in `timeZone`) that an interval touches, one before and after to be safe
export function localDays(timeZone: string, from: number, to: number): { year: number; month: number; day: number; isoWeekday: number }[] {
  const start = wallClock(timeZone, from);
  const days = [];
  let cursor = Date.UTC(start.year, start.month - 1, start.day) - 86_400_000;
  const end = to + 2 * 86_400_000;
  for (; cursor <= end; cursor += 86_400_000) {
    const d = new Date(cursor);
    days.push({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), isoWeekday: ((d.getUTCDay() + 6) % 7) + 1 });
  }
  return days;
}
