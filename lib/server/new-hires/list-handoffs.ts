import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { can } from "@/lib/auth/caller";
import { page, type PageQuery } from "@/lib/api/paging";
import { Forbidden } from "@/lib/errors";

// GET /api/orgs/me/bamboohr/handoffs: each new hire's hand-off to BambooHR, newest first, with how
// many tries it took, BambooHR's last answer and the employee id it gave, as the Slack log shows them.
export async function listNewHireHandoffs(caller: Caller, query: PageQuery) {
  if (!can(caller, "settings.manage")) throw new Forbidden("Only those who manage the settings read the BambooHR hand-off log");
  const where = { connector: "bamboohr" };
  const [rows, total] = await db.$transaction([
    db.newHireHandoff.findMany({
      where,
      orderBy: { id: "desc" },
      take: query.limit,
      skip: query.offset,
      select: { id: true, newHireId: true, connector: true, label: true, status: true, attempts: true, lastError: true, externalId: true, createdAt: true, deliveredAt: true },
    }),
    db.newHireHandoff.count({ where }),
  ]);
  return { handoffs: rows.map(({ lastError, externalId, ...row }) => ({ ...row, error: lastError, employeeId: externalId })), page: page(query, total) };
}
