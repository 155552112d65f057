import type { Tx } from "@/lib/db";
import { Conflict } from "@/lib/errors";
import { interviewLoad, WEEK } from "./interviewer-weeks";
import { Rotation } from "./rotation";

export type Booking = { interviewerId: string; name: string; startsAt: Date };

// The weekly limit again at booking (or moving) time: what the suggestions saw may have changed.
// Each interviewer's time is taken under a transaction-scoped advisory lock, in one order, so two
// panel days racing for a member's last interview of the week are decided one after the other (the
// second reads the first's interviews once it committed). `except`: interviews being moved.
export async function refuseOverLimit(tx: Tx, organizationId: number, bookings: Booking[], except: number[] = []): Promise<void> {
  const ids = [...new Set(bookings.map((b) => b.interviewerId))].sort();
  for (const id of ids) await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`interview-load:${id}`}, 0))`;
  const users = await tx.user.findMany({ where: { id: { in: ids } }, select: { id: true, weeklyInterviewLimit: true } });
  if (users.every((u) => u.weeklyInterviewLimit === null)) return;
  const times = bookings.map((b) => b.startsAt.getTime());
  const load = await interviewLoad(tx, organizationId, ids, new Date(Math.min(...times) - 2 * WEEK), new Date(Math.max(...times) + 2 * WEEK), except);
  const rotation = new Rotation(load, new Map(users.map((u) => [u.id, u.weeklyInterviewLimit])));
  for (const b of bookings) {
    const standing = rotation.standing(b.interviewerId, b.startsAt.getTime());
    // one panel gives a member one interview, so the others of this booking never add to its week
    if (rotation.atLimit(standing)) {
      throw new Conflict(`${b.name} already has ${standing.week} interview${standing.week === 1 ? "" : "s"} that week, their weekly limit of ${standing.limit}; pick someone else or another week`);
    }
  }
}
