import type { WorkingHours, WeekdayKey } from "@/lib/schemas/availability";
import { clockMinutes, WEEKDAY_KEYS } from "@/lib/schemas/availability";
import { localDays, offsetMinutes, zonedToInstant } from "./zoned-time";

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
function contains(intervals: Interval[], start: number, end: number): boolean {
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
