import { sqlRows } from "@/lib/db/sql-rows";
import { Prisma } from "@/lib/generated/prisma/client";

// The sync reads list only rows of the organization stamped before this moment: every row
// stamped earlier is committed or never will be, so a cursor or an `updatedSince` watermark past
// them skips nothing that commits later (docs/decisions/150). Must run in its own statement
// BEFORE the statement that reads the rows.
export async function readSyncFrontier(orgId: number): Promise<Date> {
  const [row] = await sqlRows<{ frontier: Date }[]>(Prisma.sql`SELECT sync_frontier(${orgId}::int) AS frontier`);
  return row.frontier;
}
