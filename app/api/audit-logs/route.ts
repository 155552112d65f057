import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { AuditLogQuery } from "@/lib/schemas/audit";
import { listAuditLogs } from "@/lib/server/audit-logs/list-audit-logs";

// GET /api/audit-logs: the organization's audit log, newest first (admins)
export const GET = route({
  query: AuditLogQuery,
  handler: async ({ caller, query }) => json(await listAuditLogs(caller, query)),
});
