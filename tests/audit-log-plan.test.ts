import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { withCaller } from "@/lib/db/caller-scope";
import { unfilteredAuditLogsStatement } from "@/lib/server/audit-logs/list-audit-logs";
import { createWorld } from "./support/world";
import { permissionsOf } from "@/lib/auth/permissions";

// Under row-level security only leakproof conditions reach an index. The audit log's page is a
// range of `seq` below the organization's counter; written as "seq <= total - offset" it held a
// bigint subtraction (not leakproof), and every page read the whole table: 127 ms at 500,000
// entries on the bench. With sequential scans off, a condition the index may take still uses it.
describe("the audit log's page under the policies", () => {
  it("is read through the (organization_id, seq) index, at the first page and deep in the log", async () => {
    const world = await createWorld();
    const caller = { userId: world.admin.id, orgId: world.organization.id, role: "admin", permissions: permissionsOf("admin"), name: "Admin", credential: { kind: "api_key" as const, id: 1 } };
    for (const offset of [0, 5_000]) {
      const statement = unfilteredAuditLogsStatement(caller, { limit: 50, offset } as never)!;
      // as a request runs it: the caller's scope sets the role and settings the policies read
      const plan = await withCaller(caller, () =>
        db.$transaction(async (tx) => {
          await tx.$executeRawUnsafe("SET LOCAL enable_seqscan = off");
          const rows = await tx.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(`EXPLAIN ${statement.text}`, ...statement.values);
          return rows.map((r) => r["QUERY PLAN"]).join("\n");
        }),
      );
      expect(plan, plan).toMatch(/Index (Only )?Scan using audit_logs_organization_id_seq_key on audit_logs/);
      expect(plan, plan).not.toMatch(/Seq Scan on audit_logs /);
    }
  });
});
