import type { Caller } from "@/lib/auth/caller";
import { now } from "@/lib/clock";
import { db, type Tx } from "@/lib/db";
import type { InterviewerLoadQuery } from "@/lib/schemas/panel";
import { countBetween, interviewLoad, WEEK, weekFromMonday, weekOf } from "./interviewer-weeks";

const DAY = 86_400_000;

// The Monday (as a UTC day number) of the week a calendar date falls in
function mondayOf(date: string): number {
  const day = Date.parse(`${date}T00:00:00Z`);
  return day - ((new Date(day).getUTCDay() + 6) % 7) * DAY;
}

// GET /api/reports/interviewer-load?from=&to=: per member of the team (removed members left out),
// their interviews that are not cancelled in each week from the one of `from` to the one of `to`,
// each member's weeks on their own clock (interviewer-weeks.ts)
export async function interviewerLoadReport(caller: Caller, query: InterviewerLoadQuery) {
  const first = mondayOf(query.from);
  const last = mondayOf(query.to);
  return db.$transaction(async (tx) => {
    const members = await tx.user.findMany({ where: { removedAt: null }, orderBy: [{ name: "asc" }, { id: "asc" }], select: { id: true, name: true } });
    const load = await interviewLoad(tx, caller.orgId, members.map((m) => m.id), new Date(first - 2 * DAY), new Date(last + WEEK + 2 * DAY));
    return {
      members: members.map((m) => {
        const starts = load.starts.get(m.id) ?? [];
        const weeks = [];
        for (let monday = first; monday <= last; monday += WEEK) {
          const week = weekFromMonday(load.zones.get(m.id) ?? "UTC", monday);
          weeks.push({ weekStart: week.weekStart, interviews: countBetween(starts, week.start, week.end) });
        }
        return { userId: m.id, name: m.name, weeks };
      }),
    };
  });
}

// Each member's interviews this week and next (their own weeks), for the team list
export async function interviewsThisAndNextWeek(tx: Tx, organizationId: number, userIds: string[]): Promise<Map<string, { thisWeek: number; nextWeek: number }>> {
  if (userIds.length === 0) return new Map();
  const at = now().getTime();
  const load = await interviewLoad(tx, organizationId, userIds, new Date(at - 8 * DAY), new Date(at + 15 * DAY));
  return new Map(
    userIds.map((id) => {
      const week = weekOf(load.zones.get(id) ?? "UTC", at);
      const starts = load.starts.get(id) ?? [];
      return [id, { thisWeek: countBetween(starts, week.start, week.end), nextWeek: countBetween(starts, week.end, weekOf(load.zones.get(id) ?? "UTC", week.end).end) }];
    }),
  );
}
