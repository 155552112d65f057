import { Conflict } from "@/lib/errors";

const OVERLAP = "An interviewer is already booked at an overlapping time; pick another time or interviewer";

// PostgreSQL's exclusion_violation (23P01) of interviewer_not_booked_twice, however the driver
// and Prisma wrapped it, becomes the 409 DECISIONS.md names; anything else goes on unchanged.
export function isBookingConflict(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    const e = current as { code?: unknown; message?: unknown; cause?: unknown; meta?: unknown; originalCode?: unknown };
    if (e.code === "23P01" || e.originalCode === "23P01") return true;
    if (typeof e.message === "string" && e.message.includes("interviewer_not_booked_twice")) return true;
    current = e.cause ?? (e.meta as { driverAdapterError?: unknown } | undefined)?.driverAdapterError;
  }
  return false;
}

export async function refuseDoubleBooking<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isBookingConflict(error)) throw new Conflict(OVERLAP);
    throw error;
  }
}
