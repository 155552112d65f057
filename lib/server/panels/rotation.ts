import { countBetween, WEEK, weekOf, type InterviewLoad } from "./interviewer-weeks";

// Fair rotation (docs/decisions/486): of the pool members free for an interview, the one with the
// fewest interviews in the week it falls in (their own week: interviewer-weeks.ts), then the fewest
// in the four weeks before that week, then the lowest id; one at their weekly limit that week is
// not chosen. Counts are memoised per member and week: a search asks about the same weeks often.
export type Standing = { userId: string; week: number; lastFourWeeks: number; limit: number | null };

export class Rotation {
  private readonly memo = new Map<string, Standing>();

  constructor(
    private readonly load: InterviewLoad,
    private readonly limits: Map<string, number | null>,
  ) {}

  standing(userId: string, at: number): Standing {
    const week = weekOf(this.load.zones.get(userId) ?? "UTC", at);
    const key = `${userId}|${week.weekStart}`;
    let found = this.memo.get(key);
    if (!found) {
      const starts = this.load.starts.get(userId) ?? [];
      found = { userId, week: countBetween(starts, week.start, week.end), lastFourWeeks: countBetween(starts, week.start - 4 * WEEK, week.start), limit: this.limits.get(userId) ?? null };
      this.memo.set(key, found);
    }
    return found;
  }

  // at the limit: this interview would be one more than the member takes that week
  atLimit(s: Standing): boolean {
    return s.limit !== null && s.week >= s.limit;
  }

  // the pool's members who may take an interview starting at `at`, fairest first
  ranked(userIds: string[], at: number): Standing[] {
    return userIds
      .map((id) => this.standing(id, at))
      .filter((s) => !this.atLimit(s))
      .sort((a, b) => a.week - b.week || a.lastFourWeeks - b.lastFourWeeks || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  }
}
