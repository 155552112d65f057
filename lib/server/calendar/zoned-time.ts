// Wall-clock times in an IANA zone, turned into instants with the platform's own zone data (Intl),
// which is kept current with the runtime, rather than with whatever VTIMEZONE an event carried.

export type WallTime = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

export function isTimeZone(name: string | null | undefined): name is string {
  if (!name) return false;
  try {
    formatterFor(name);
    return true;
  } catch {
    return false;
  }
}

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { timeZone: zone, hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric" });
    formatters.set(zone, formatter);
  }
  return formatter;
}

// How far the zone's wall clock is ahead of UTC at `instant`, in milliseconds.
function offsetAt(zone: string, instant: number): number {
  const parts = Object.fromEntries(formatterFor(zone).formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

// The instant a wall-clock time names in `zone`. In the hour a DST change skips, the time counts
// from the offset before the change (10:30 in a gap 10:00-11:00 becomes 11:30), as RFC 5545 says;
// in the hour that repeats, the first of the two.
export function wallTimeToUtc(wall: WallTime, zone: string): Date {
  const naive = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const before = offsetAt(zone, naive - 86_400_000);
  const after = offsetAt(zone, naive + 86_400_000);
  const first = naive - before;
  if (offsetAt(zone, first) === before) return new Date(first);
  const second = naive - after;
  return new Date(offsetAt(zone, second) === after ? second : first);
}
