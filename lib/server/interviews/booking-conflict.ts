import { db, type Tx } from "@/lib/db";
import { sqlState } from "@/lib/db/database-errors";
import { Conflict } from "@/lib/errors";

const OVERLAP = "An interviewer is already booked at an overlapping time; pick another time or interviewer";
const CONTENDED = "Someone else is booking this time right now; pick another time or try again";

// How long a booking waits for another transaction holding the same interviewer's time (at the
// exclusion constraint): well inside the transaction's own limit, so the wait ends in a 409, not in
// Prisma's expired transaction (docs/decisions/410).
const LOCK_WAIT_MS = 2_000;
const TRANSACTION_MS = 10_000;

// PostgreSQL's exclusion_violation (23P01) of interviewer_not_booked_twice, however the driver
// and Prisma wrapped it, becomes the API's 409 for a taken time; anything else goes on unchanged.
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
    // lock_not_available: the wait for a racing booking's time ran out
    if (sqlState(error) === "55P03") throw new Conflict(CONTENDED);
    throw error;
  }
}

// The transaction of every change that takes interviewers' time: a racing booking of the same time
// is waited for at most LOCK_WAIT_MS, and the outcome is the 201 or a 409, never an expired transaction.
export async function bookingTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  return refuseDoubleBooking(() =>
    db.$transaction(
      async (tx) => {
        await tx.$executeRaw`SELECT set_config('lock_timeout', ${String(LOCK_WAIT_MS)}, true)`;
        return work(tx);
      },
      { timeout: TRANSACTION_MS },
    ),
  );
}
