import { afterAll, expect, inject, vi } from "vitest";
import { resetClock } from "@/lib/clock";
import { workerDatabase } from "./test-database";

// Runs in each test worker before any test file imports lib/db: the database of this worker slot
// (docs/decisions/240), a copy of the run's migrated database made on the slot's first file.
const database = inject("testDatabase");
// The two groups of vitest.config.mts have workers of their own, which may carry the same slot number.
const slot = `${process.env.TEST_GROUP === "isolated" ? "i" : "s"}${process.env.VITEST_POOL_ID ?? "1"}`;
process.env.DATABASE_URL = "given" in database ? database.given : await workerDatabase(database.template, slot);
process.env.NEXTAUTH_SECRET ??= "integration-test-secret-0123456789";
process.env.DB_POOL_MAX ??= "5";
// the suite runs its workers, the browser tests, their servers and PostgreSQL on two cores: a wait
// of more than the production 3 s for a pooled connection there is the machine's load, not the app
// (four concurrent moves answered 503 so); tests/resilience.test.ts sets 3 s to test that 503 itself
process.env.DB_CONNECT_TIMEOUT_MS ??= "15000";
// generous defaults so unrelated tests never trip a limit; rate-limit tests use their own keys
process.env.RATE_LIMIT_CREDENTIAL_PER_MINUTE ??= "100000";
process.env.RATE_LIMIT_PUBLIC_PER_MINUTE ??= "100000";
process.env.RATE_LIMIT_APPLY_PER_EMAIL_PER_HOUR ??= "100000";
process.env.RATE_LIMIT_APPLY_PER_ADDRESS_PER_HOUR ??= "100000";
process.env.RATE_LIMIT_SIGN_IN_PER_15_MINUTES ??= "100000";
// request lines (one per request) would drown the test output; tests that read logs bring their own logger
process.env.LOG_LEVEL ??= "warn";

// A file of the shared group leaves process.env as it found it: the next file in this worker loads
// no module afresh and would run on the other file's settings. withSettings (tests/support/settings.ts)
// puts them back; vitest.config.mts sends a file that writes them by hand to the isolated group;
// this catches one it missed.
if (process.env.TEST_GROUP === "shared") {
  const before = { ...process.env };
  afterAll(() => {
    // and the next file finds the app's clock running and no spy on a module they share
    resetClock();
    vi.restoreAllMocks();
    const names = new Set([...Object.keys(before), ...Object.keys(process.env)]);
    const changed = [...names].filter((name) => before[name] !== process.env[name]).sort();
    expect(changed, "this file changed these settings: vitest.config.mts must run it in the isolated group").toEqual([]);
  });
}
