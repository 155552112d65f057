import { describe, expect, it } from "vitest";
import type { Tx } from "@/lib/db";
import { recordAudits, type AuditEntry } from "@/lib/server/audit/record-audit";
import { AUDIT_ACTION_NAMES, AUDIT_ACTIONS } from "./actions";

// The audit catalogue holds the writers to it: the compiler refuses an action it does not list and
// metadata of another shape (the expect-error lines below fail the typecheck if they compile), and
// in the tests a write whose metadata breaks its schema throws before any row is written.
const organizationId = 1;

describe("the audit catalogue", () => {
  it("refuses, at compile time, an action it does not list and metadata that is not the action's", () => {
    const entries: AuditEntry[] = [
      // @ts-expect-error: no such action
      { organizationId, action: "job.teleported", targetType: "job", targetId: 1, metadata: {} },
      // @ts-expect-error: stage.created carries the stage's job, name and position
      { organizationId, action: "stage.created", targetType: "stage", targetId: 1, metadata: { name: "Screen" } },
      // @ts-expect-error: a webhook's disabling says why, and its metadata cannot be left out
      { organizationId, action: "webhook.disabled", targetType: "webhook", targetId: 1 },
      { organizationId, action: "stage.created", targetType: "stage", targetId: 1, metadata: { jobId: 1, job: "Backend", name: "Screen", position: 2 } },
    ];
    expect(entries).toHaveLength(4);
  });

  it("refuses, in the tests, a write whose metadata breaks its schema before anything is written", async () => {
    const untouched = new Proxy({}, { get: () => { throw new Error("the transaction was used"); } }) as Tx;
    const wrong = { organizationId, action: "stage.created", targetType: "stage", targetId: 1, metadata: { jobId: "one", job: "Backend", name: "Screen", position: 2 } } as unknown as AuditEntry;
    await expect(recordAudits(untouched, { userId: null, name: "Test" }, [wrong])).rejects.toThrow("The audit entry stage.created does not match its metadata schema (lib/audit/actions.ts): jobId:");
  });

  it("has a metadata schema for every action, each accepting an empty entry only where nothing is required", () => {
    expect(AUDIT_ACTION_NAMES.length).toBeGreaterThan(140);
    expect(AUDIT_ACTIONS["offer.sent"].safeParse({}).success).toBe(true);
    expect(AUDIT_ACTIONS["candidate.erased"].safeParse({}).success).toBe(false);
    expect(AUDIT_ACTIONS["candidate.erased"].safeParse({ applications: 2, source: "admin" }).success).toBe(true);
  });
});
