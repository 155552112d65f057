import type { WorkingHours, WeekdayKey } from "@/lib/schemas/availability";
import { clockMinutes, WEEKDAY_KEYS } from "@/lib/schemas/availability";
import { localDays, offsetMinutes, wallClock, zonedToInstant } from "./zoned-time";

export type Interval = { start: number; end: number };
export type Member = { userId: string; timeZone: string; workingHours: WorkingHours; busy: Interval[] };
export type Slot = { start: number; end: number; freeUserIds: string[] };

// A member's working time as instants inside [from, to), day by day in their own zone, so a DST
// change moves 09:00 with the wall clock.
export function workingIntervals(member: Pick<Member, "timeZone" | "workingHours">, from: number, to: number): Interval[] {
  const out: Interval[] = [];
  for (const day of localDays(member.timeZone, from, to)) {
    const key: WeekdayKey = WEEKDAY_KEYS[day.isoWeekday - 1];
    for (const hours of member.workingHours[key]) {
      const start = Math.max(from, zonedToInstant(member.timeZone, day.year, day.month, day.day, clockMinutes(hours.start)));
      const end = Math.min(to, zonedToInstant(member.timeZone, day.year, day.month, day.day, clockMinutes(hours.end)));
      if (end > start) out.push({ start, end });
    }
  }
  return merge(out);
}

export function merge(intervals: Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  const out: Interval[] = [];
  for (const i of sorted) {
    const last = out.at(-1);
    if (last && i.start <= last.end) last.end = Math.max(last.end, i.end);
    else out.push({ ...i });
  }
  return out;
}

// Working time minus busy time
export function freeIntervals(working: Interval[], busy: Interval[]): Interval[] {
  const blocks = merge(busy);
  const out: Interval[] = [];
  let b = 0;
  for (const w of working) {
    let cursor = w.start;
    while (b < blocks.length && blocks[b].end <= cursor) b++;
    for (let k = b; k < blocks.length && blocks[k].start < w.end; k++) {
      if (blocks[k].start > cursor) out.push({ start: cursor, end: blocks[k].start });
      cursor = Math.max(cursor, blocks[k].end);
    }
    if (cursor < w.end) out.push({ start: cursor, end: w.end });
  }
  return out;
}

// Whether [start, end) lies inside one of the sorted, disjoint intervals (binary search)
export function contains(intervals: Interval[], start: number, end: number): boolean {
  let lo = 0;
  let hi = intervals.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (intervals[mid].end <= start) lo = mid + 1;
    else if (intervals[mid].start > start) hi = mid - 1;
    else return intervals[mid].end >= end;
  }
  return false;
}

export type SlotSearch = { from: number; to: number; durationMinutes: number; stepMinutes: number; anyOf: number; viewerTimeZone: string; limit: number };

// Slots of the duration starting on the step of the viewer's wall clock (every half hour of their
// day, say) where at least `anyOf` members are free; all of them when anyOf is their number.
export function findSlots(members: Member[], search: SlotSearch): Slot[] {
  const step = search.stepMinutes * 60_000;
  const duration = search.durationMinutes * 60_000;
  const free = members.map((m) => ({ userId: m.userId, free: freeIntervals(workingIntervals(m, search.from, search.to), m.busy) }));
  const slots: Slot[] = [];
  // the first start on the viewer's grid: offsets are whole minutes, steps divide an hour
  const minute = 60_000;
  let t = Math.ceil(search.from / minute) * minute;
  while ((t / minute + offsetMinutes(search.viewerTimeZone, t)) % search.stepMinutes !== 0) t += minute;
  for (; t + duration <= search.to && slots.length < search.limit; t += step) {
    const freeUserIds = free.filter((m) => contains(m.free, t, t + duration)).map((m) => m.userId);
    if (freeUserIds.length >= search.anyOf) slots.push({ start: t, end: t + duration, freeUserIds });
  }
  return slots;
}

// The viewer's calendar days ("YYYY-MM-DD") on which a slot could start if nobody were busy: at
// least `anyOf` members inside their working hours for the whole duration. A day without slots
// that is not among them is outside working hours rather than busy.
export function workingDays(members: Pick<Member, "timeZone" | "workingHours">[], search: Pick<SlotSearch, "from" | "to" | "durationMinutes" | "anyOf" | "viewerTimeZone">): string[] {
  const duration = search.durationMinutes * 60_000;
  const edges = members
    .flatMap((m) => workingIntervals(m, search.from, search.to).flatMap((i) => [{ at: i.start, delta: 1 }, { at: i.end, delta: -1 }]))
    .sort((a, b) => a.at - b.at || a.delta - b.delta);
  const days = new Set<string>();
  let working = 0;
  let openedAt: number | null = null;
  for (const edge of edges) {
    working += edge.delta;
    if (working >= search.anyOf && openedAt === null) openedAt = edge.at;
    else if (working < search.anyOf && openedAt !== null) {
      for (const day of startDays(search.viewerTimeZone, openedAt, edge.at - duration)) days.add(day);
      openedAt = null;
    }
  }
  return [...days].sort();
}

// The viewer's days from the one of `first` to the one of `last` (none when last < first)
function startDays(timeZone: string, first: number, last: number): string[] {
  if (last < first) return [];
  const a = wallClock(timeZone, first);
  const b = wallClock(timeZone, last);
  const out: string[] = [];
  for (let d = Date.UTC(a.year, a.month - 1, a.day); d <= Date.UTC(b.year, b.month - 1, b.day); d += 86_400_000) out.push(new Date(d).toISOString().slice(0, 10));
  return out;
}
