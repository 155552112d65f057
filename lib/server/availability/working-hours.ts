import type { Caller } from "@/lib/auth/caller";
import { db, type Tx } from "@/lib/db";
import { DEFAULT_TIME_ZONE, DEFAULT_WORKING_HOURS, WorkingHours, type PutWorkingHoursBody } from "@/lib/schemas/availability";

export type MemberWorkingHours = { userId: string; timeZone: string; workingHours: WorkingHours; isDefault: boolean };

// Each member's working week and zone; one who never set theirs works Mon-Fri 09:00-17:00 UTC
// (the organization has no zone of its own yet: docs/decisions/372).
export async function workingHoursOf(tx: Tx, userIds: string[]): Promise<Map<string, MemberWorkingHours>> {
  const rows = await tx.memberAvailability.findMany({ where: { userId: { in: userIds } }, select: { userId: true, timeZone: true, workingHours: true } });
  const byId = new Map(rows.map((r) => [r.userId, r]));
  return new Map(
    userIds.map((userId) => {
      const row = byId.get(userId);
      const parsed = row ? WorkingHours.safeParse(row.workingHours) : null;
      return [userId, row && parsed?.success ? { userId, timeZone: row.timeZone, workingHours: parsed.data, isDefault: false } : { userId, timeZone: DEFAULT_TIME_ZONE, workingHours: DEFAULT_WORKING_HOURS, isDefault: true }];
    }),
  );
}

// GET /api/me/working-hours
export async function myWorkingHours(caller: Caller): Promise<MemberWorkingHours> {
  return db.$transaction(async (tx) => (await workingHoursOf(tx, [caller.userId])).get(caller.userId)!);
}

// PUT /api/me/working-hours: a member sets their own, and only their own
export async function setMyWorkingHours(caller: Caller, body: PutWorkingHoursBody): Promise<MemberWorkingHours> {
  const data = { timeZone: body.timeZone, workingHours: body.workingHours };
  await db.memberAvailability.upsert({ where: { userId: caller.userId }, create: { userId: caller.userId, organizationId: caller.orgId, ...data }, update: data });
  return { userId: caller.userId, ...data, isDefault: false };
}
