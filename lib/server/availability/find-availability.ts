import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db";
import { BadRequest } from "@/lib/errors";
import type { AvailabilityQuery } from "@/lib/schemas/availability";
import { readSlotInputs, slotsFromInputs, workingDaysOf } from "./member-slots";

// GET /api/availability: the slots in which all named members (or any `anyOf` of them) are inside
// their working hours and not busy, from now on. Any member may ask: free and busy is what a shared
// calendar shows colleagues (docs/decisions/372).
// The database part is read in the caller's transaction; members' own calendars after it committed,
// so a slow calendar server holds no pooled connection.
export async function findAvailability(caller: Caller, query: AvailabilityQuery) {
  const viewerTimeZone = query.timeZone ?? "UTC";
  const inputs = await db.$transaction(async (tx) => {
    const members = await tx.user.findMany({ where: { id: { in: query.userIds }, deactivatedAt: null, removedAt: null }, select: { id: true } });
    const known = new Set(members.map((m) => m.id));
    const unknown = query.userIds.flatMap((id, i) => (known.has(id) ? [] : [{ path: `userIds.${i}`, message: "is not an active member of the organization" }]));
    if (unknown.length) throw new BadRequest("Every member named must be an active member of the organization", unknown);
    return readSlotInputs(tx, { organizationId: caller.orgId, ...query, viewerTimeZone });
  });
  const slots = await slotsFromInputs(inputs);
  return {
    timeZone: viewerTimeZone,
    slots: slots.map((s) => ({ startsAt: new Date(s.start).toISOString(), endsAt: new Date(s.end).toISOString(), freeUserIds: s.freeUserIds })),
    workingDays: workingDaysOf(inputs),
  };
}
