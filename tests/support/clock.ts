import { onTestFinished } from "vitest";
import { resetClock, setClock } from "@/lib/clock";

// A moment well inside a minute and an hour, for tests that fill a rate-limit window.
export const MID_WINDOW = "2026-11-26T10:20:30Z";

// Stops the app's clock (lib/clock.ts) at `at` for the rest of the current test.
export function stopClockAt(at: Date | string = MID_WINDOW): void {
  setClock(at);
  onTestFinished(() => resetClock());
}
