// "Now" for every rule that depends on it: rate-limit windows, expiry of links and invitations,
// report ranges and their hourly tags, retention cut-offs, idempotency keys, webhook auto-disable.
// SQL that applies such a rule takes this value as a parameter instead of calling now(), so the
// app and the database agree on the moment. Durations (timeouts, response floors, metrics)
// are measured with the real clock, not this one.
//
// Tests set it with `setClock` and move it with `advanceClock`; nothing in the API can, and a
// production process never calls either (they live only in tests' imports).

let fixedAt: number | null = null;

export function nowMs(): number {
  return fixedAt ?? Date.now();
}

export function now(): Date {
  return new Date(nowMs());
}

// Tests only: stop the clock at `at` (an ISO string or a Date) until reset or moved.
export function setClock(at: Date | string): void {
  fixedAt = new Date(at).getTime();
  if (Number.isNaN(fixedAt)) throw new Error(`setClock: not a time: ${String(at)}`);
}

// Tests only: move a stopped clock forward (or back, with a negative amount).
export function advanceClock(ms: number): void {
  if (fixedAt === null) throw new Error("advanceClock: the clock is not set; call setClock first");
  fixedAt += ms;
}

// Tests only: back to the real clock.
export function resetClock(): void {
  fixedAt = null;
}
