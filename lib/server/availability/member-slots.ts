import type { Tx } from "@/lib/db";
import { now } from "@/lib/clock";
import { busyBlocks } from "./busy-sources";
import { findSlots, type Slot } from "./find-slots";
import { workingHoursOf } from "./working-hours";

export const SLOTS_MAX = 1000;

export type SlotRequest = { organizationId: number; userIds: string[]; from: Date; to: Date; durationMinutes: number; anyOf?: number; viewerTimeZone: string; stepMinutes?: number };

// The one path from members to free slots (the availability endpoint and the candidate's
// scheduling page): their working hours, every busy source, from now on.
export async function memberSlots(tx: Tx, request: SlotRequest): Promise<Slot[]> {
  const from = new Date(Math.max(request.from.getTime(), now().getTime()));
  if (from >= request.to) return [];
  const hours = await workingHoursOf(tx, request.userIds);
  const busy = await busyBlocks(tx, request.organizationId, request.userIds, from, request.to);
  return findSlots(
    request.userIds.map((userId) => ({ ...hours.get(userId)!, userId, busy: busy.get(userId) ?? [] })),
    {
      from: from.getTime(),
      to: request.to.getTime(),
      durationMinutes: request.durationMinutes,
      stepMinutes: request.stepMinutes ?? (request.durationMinutes < 30 ? 15 : 30),
      anyOf: request.anyOf ?? request.userIds.length,
      viewerTimeZone: request.viewerTimeZone,
      limit: SLOTS_MAX,
    },
  );
}
