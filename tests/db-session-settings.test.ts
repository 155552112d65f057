import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";

// The settings every app session starts with (lib/db.ts): named for pg_stat_activity, bounded
// statements and lock waits (decision 102), and no JIT compilation (decision 252).
describe("the app's database sessions", () => {
  it("are named, time-limited and never JIT-compile a statement", async () => {
    const [row] = await ownerDb.$queryRaw<{ name: string; statementTimeout: string; lockTimeout: string; jit: string }[]>`
      SELECT current_setting('application_name') AS name, current_setting('statement_timeout') AS "statementTimeout",
             current_setting('lock_timeout') AS "lockTimeout", current_setting('jit') AS jit`;
    expect(row).toEqual({ name: "hiring", statementTimeout: expect.stringMatching(/^[1-9]\d*(ms|s)$/), lockTimeout: expect.stringMatching(/^[1-9]\d*(ms|s)$/), jit: "off" });
  });
});
