import type { Tx } from "@/lib/db";
import { now } from "@/lib/clock";
import { calendarBusy, mergeBusy, productBusy, type BusyMap } from "./busy-sources";
import { findSlots, workingDays, type Slot } from "./find-slots";
import { workingHoursOf } from "./working-hours";

export const SLOTS_MAX = 1000;

export type SlotRequest = { organizationId: number; userIds: string[]; from: Date; to: Date; durationMinutes: number; anyOf?: number; viewerTimeZone: string; stepMinutes?: number };

// What the database knows for a slot search: the members' working hours and the interviews booked
// here, read in the caller's transaction (its policies apply). Null when the window has passed.
export type SlotInputs = { request: SlotRequest; from: Date; hours: Awaited<ReturnType<typeof workingHoursOf>>; booked: BusyMap };

export async function readSlotInputs(tx: Tx, request: SlotRequest): Promise<SlotInputs | null> {
  const from = new Date(Math.max(request.from.getTime(), now().getTime()));
  if (from >= request.to) return null;
  const hours = await workingHoursOf(tx, request.userIds);
  const booked = await productBusy(tx, request.organizationId, request.userIds, from, request.to);
  return { request, from, hours, booked };
}

// The slots from those inputs and the members' own calendars, which are read here, outside any
// transaction (remote calendars may take seconds)
export async function slotsFromInputs(inputs: SlotInputs | null): Promise<Slot[]> {
  if (!inputs) return [];
  const { request, from, hours, booked } = inputs;
  const busy = mergeBusy(request.userIds, booked, await calendarBusy(request.userIds, from, request.to));
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

// The viewer's days on which the members could meet were nobody busy (none when the window has passed)
export function workingDaysOf(inputs: SlotInputs | null): string[] {
  if (!inputs) return [];
  const { request, from, hours } = inputs;
  return workingDays(request.userIds.map((userId) => hours.get(userId)!), { from: from.getTime(), to: request.to.getTime(), durationMinutes: request.durationMinutes, anyOf: request.anyOf ?? request.userIds.length, viewerTimeZone: request.viewerTimeZone });
}

// The one path from members to free slots (the availability endpoint and the candidate's pages):
// their working hours, every busy source, from now on. Callers outside a transaction (the public
// pages, as the owner) use this; a caller inside one reads the inputs, commits, then finds the slots.
export async function memberSlots(tx: Tx, request: SlotRequest): Promise<Slot[]> {
  return slotsFromInputs(await readSlotInputs(tx, request));
}
