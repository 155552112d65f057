import type { Caller } from "@/lib/auth/caller";
import { now } from "@/lib/clock";
import { db } from "@/lib/db";
import type { PanelSuggestionsBody } from "@/lib/schemas/panel";
import { calendarBusy, mergeBusy } from "@/lib/server/availability/busy-sources";
import { contains, freeIntervals, workingIntervals, type Interval } from "@/lib/server/availability/find-slots";
import { readSlotInputs } from "@/lib/server/availability/member-slots";
import { offsetMinutes, wallClock, zonedToInstant } from "@/lib/server/availability/zoned-time";
import { managedApplication } from "@/lib/server/interviews/interview-access";
import { interviewLoad } from "./interviewer-weeks";
import { Rotation } from "./rotation";
import { stagePlan, type PlannedInterview } from "./stage-plan";

export const SUGGESTIONS_MAX = 5;
const DEFAULT_WORKING_DAYS = 10;
const STEP_MINUTES = 30;
const MINUTE = 60_000;
const DAY = 86_400_000;

export type SuggestedInterview = { planInterviewId: number; name: string; interviewerId: string; interviewerName: string; startsAt: string; endsAt: string };
export type PanelSuggestion = { startsAt: string; endsAt: string; interviews: SuggestedInterview[] };

// POST /api/applications/{id}/panel/suggestions: days on which the stage's planned interviews fit
// back to back (breakMinutes between), each run by one member of its pool who is inside their working
// hours and free then (the availability search's inputs: working hours, interviews booked here, their
// own calendars), chosen by fair rotation (rotation.ts), no member twice in one day. Earliest first,
// at most five; over the default range (the next ten working days) or from-to, one per day of the
// viewer's calendar, so that the five are five days to choose from; with `date`, up to five starts
// on that day.
export async function suggestPanelDays(caller: Caller, applicationId: number, body: PanelSuggestionsBody) {
  const { from, to } = searchRange(body);
  const read = await db.$transaction(async (tx) => {
    await managedApplication(tx, caller, applicationId);
    const plan = await stagePlan(tx, applicationId, body.stageId);
    const members = [...new Set(plan.interviews.flatMap((i) => i.pool))];
    const inputs = await readSlotInputs(tx, { organizationId: caller.orgId, userIds: members, from, to, durationMinutes: 5, viewerTimeZone: body.timeZone });
    // the weeks any start may fall in, in any member's zone, and the four weeks before each
    const load = await interviewLoad(tx, caller.orgId, members, new Date(from.getTime() - 36 * DAY), new Date(to.getTime() + 8 * DAY));
    const users = await tx.user.findMany({ where: { id: { in: members } }, select: { id: true, name: true, weeklyInterviewLimit: true } });
    return { plan, members, inputs, load, users };
  });
  const { plan, members, inputs, load, users } = read;
  if (!inputs) return { stageId: plan.stageId, suggestions: [], reason: "The range has passed; pick days from today on" };
  // members' own calendars, read outside the transaction (remote calendars may take seconds)
  const busy = mergeBusy(members, inputs.booked, await calendarBusy(members, inputs.from, to));
  const free = new Map<string, Interval[]>(
    members.map((id) => [id, freeIntervals(workingIntervals(inputs.hours.get(id)!, inputs.from.getTime(), to.getTime()), busy.get(id) ?? [])]),
  );
  const names = new Map(users.map((u) => [u.id, u.name]));
  const rotation = new Rotation(load, new Map(users.map((u) => [u.id, u.weeklyInterviewLimit])));
  return { stageId: plan.stageId, ...search(plan.interviews, { from: inputs.from.getTime(), to: to.getTime(), breakMinutes: body.breakMinutes, timeZone: body.timeZone, onePerDay: !body.date }, free, rotation, names) };
}

// The searched range: one day of the viewer's calendar, from-to, or the next ten working days
// (Monday to Friday on the viewer's calendar, today included) from now
function searchRange(body: PanelSuggestionsBody): { from: Date; to: Date } {
  if (body.date) {
    const [y, m, d] = body.date.split("-").map(Number);
    const next = new Date(Date.UTC(y, m - 1, d) + DAY);
    return { from: new Date(zonedToInstant(body.timeZone, y, m, d, 0)), to: new Date(zonedToInstant(body.timeZone, next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), 0)) };
  }
  const from = body.from ?? now();
  if (body.to) return { from, to: body.to };
  const start = wallClock(body.timeZone, from.getTime());
  let day = Date.UTC(start.year, start.month - 1, start.day);
  for (let working = 0; ; day += DAY) {
    const weekday = new Date(day).getUTCDay();
    if (weekday !== 0 && weekday !== 6) working++;
    if (working === DEFAULT_WORKING_DAYS) break;
  }
  const end = new Date(day + DAY);
  return { from, to: new Date(zonedToInstant(body.timeZone, end.getUTCFullYear(), end.getUTCMonth() + 1, end.getUTCDate(), 0)) };
}

type Search = { from: number; to: number; breakMinutes: number; timeZone: string; onePerDay: boolean };

export function search(interviews: PlannedInterview[], s: Search, free: Map<string, Interval[]>, rotation: Rotation, names: Map<string, string>) {
  const gap = s.breakMinutes * MINUTE;
  const span = interviews.reduce((sum, i) => sum + i.durationMinutes * MINUTE, 0) + gap * (interviews.length - 1);
  const suggestions: PanelSuggestion[] = [];
  const days = new Set<string>();
  // why no start worked, per interview: none of its pool free and under their limit (or, at -1,
  // every interview had someone but the pools' overlap left one short)
  const blamed = new Map<number, number>();
  let t = Math.ceil(s.from / MINUTE) * MINUTE;
  while ((t / MINUTE + offsetMinutes(s.timeZone, t)) % STEP_MINUTES !== 0) t += MINUTE;
  for (; t + span <= s.to && suggestions.length < SUGGESTIONS_MAX; t += STEP_MINUTES * MINUTE) {
    const day = dayOf(s.timeZone, t);
    if (s.onePerDay && days.has(day)) continue;
    const slots: { start: number; end: number }[] = [];
    let cursor = t;
    for (const i of interviews) {
      slots.push({ start: cursor, end: cursor + i.durationMinutes * MINUTE });
      cursor += i.durationMinutes * MINUTE + gap;
    }
    const candidates = interviews.map((i, k) => rotation.ranked(i.pool.filter((id) => contains(free.get(id) ?? [], slots[k].start, slots[k].end)), slots[k].start).map((c) => c.userId));
    const short = candidates.findIndex((c) => c.length === 0);
    if (short >= 0) {
      blamed.set(short, (blamed.get(short) ?? 0) + 1);
      continue;
    }
    const chosen = assign(candidates);
    if (!chosen) {
      blamed.set(-1, (blamed.get(-1) ?? 0) + 1);
      continue;
    }
    days.add(day);
    suggestions.push({
      startsAt: new Date(t).toISOString(),
      endsAt: new Date(t + span).toISOString(),
      interviews: interviews.map((i, k) => ({ planInterviewId: i.id, name: i.name, interviewerId: chosen[k], interviewerName: names.get(chosen[k]) ?? "", startsAt: new Date(slots[k].start).toISOString(), endsAt: new Date(slots[k].end).toISOString() })),
    });
  }
  return { suggestions, reason: suggestions.length ? null : reason(interviews, blamed, span) };
}

// One member per interview, none twice, each interview's fairest choice first: a depth-first search
// over the ranked candidates, which takes the first choices whenever they do not collide
function assign(candidates: string[][]): string[] | null {
  const chosen: string[] = [];
  const used = new Set<string>();
  const step = (k: number): boolean => {
    if (k === candidates.length) return true;
    for (const id of candidates[k]) {
      if (used.has(id)) continue;
      used.add(id);
      chosen[k] = id;
      if (step(k + 1)) return true;
      used.delete(id);
    }
    return false;
  };
  return step(0) ? chosen : null;
}

function reason(interviews: PlannedInterview[], blamed: Map<number, number>, span: number): string {
  if (blamed.size === 0) return `The range is too short for the day's ${Math.round(span / MINUTE)} minutes; pick a longer range`;
  const [worst] = [...blamed].sort((a, b) => b[1] - a[1]);
  if (worst[0] === -1) return "The interviews' pools share members, and there are too few free at once to give each interview its own; widen a pool or the range";
  return `No one in the pool of "${interviews[worst[0]].name}" is free and under their weekly limit at any time the day fits in this range; widen its pool or the range`;
}

function dayOf(timeZone: string, at: number): string {
  const w = wallClock(timeZone, at);
  return `${w.year}-${String(w.month).padStart(2, "0")}-${String(w.day).padStart(2, "0")}`;
}
