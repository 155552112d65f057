import type { Tx } from "@/lib/db";
import { Conflict } from "@/lib/errors";
import { interviewWhen } from "@/lib/server/interviews/interview-when";

export type Wanted = { interviewerId: string; name: string; title: string; startsAt: Date; endsAt: Date };

// Who is no longer free for their interview of a panel day, by name, before the exclusion constraint
// would refuse the day without one (it still decides a race). Read through interviewer_busy_blocks()
// as availability reads busy time; `except`: the day's own interviews, when it moves.
export async function refuseTakenTimes(tx: Tx, organizationId: number, wanted: Wanted[], timeZone: string, except: number[] = []): Promise<void> {
  const from = new Date(Math.min(...wanted.map((w) => w.startsAt.getTime())));
  const to = new Date(Math.max(...wanted.map((w) => w.endsAt.getTime())));
  const blocks = await tx.$queryRaw<{ userId: string; startsAt: Date; endsAt: Date; interviewId: number }[]>`
    SELECT user_id AS "userId", starts_at AS "startsAt", ends_at AS "endsAt", interview_id AS "interviewId"
    FROM interviewer_busy_blocks(${organizationId}::integer, ${[...new Set(wanted.map((w) => w.interviewerId))]}::text[], ${from}, ${to})`;
  const skip = new Set(except);
  for (const w of wanted) {
    const taken = blocks.some((b) => b.userId === w.interviewerId && !skip.has(b.interviewId) && b.startsAt < w.endsAt && b.endsAt > w.startsAt);
    if (taken) throw new Conflict(`${w.name} is no longer free for "${w.title}" (${interviewWhen(w.startsAt, w.endsAt, timeZone)}); find the suggestions again`);
  }
}
