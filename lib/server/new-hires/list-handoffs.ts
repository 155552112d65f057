import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { page, type PageQuery } from "@/lib/api/paging";

// GET /api/orgs/me/bamboohr/handoffs: each new hire's hand-off to BambooHR, newest first, with how
// many tries it took, BambooHR's last answer and the employee id it gave, as the Slack log shows them.
// For who holds `settings.manage`, which its route declares.
export async function listNewHireHandoffs(_caller: Caller, query: PageQuery) {
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
