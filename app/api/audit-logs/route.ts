import { route } from "@/lib/api/handler";
import { jsonText } from "@/lib/api/respond";
import { AuditLogQuery } from "@/lib/schemas/audit";
import { listAuditLogs, unfilteredAuditLogsStatement } from "@/lib/server/audit-logs/list-audit-logs";
import { otherMethods } from "@/lib/api/methods";

// GET /api/audit-logs: the organization's audit log, newest first (admins)
export const GET = route({
  query: AuditLogQuery,
  statement: ({ caller, query }) => unfilteredAuditLogsStatement(caller, query),
  handler: async ({ caller, query }) => jsonText(await listAuditLogs(caller, query)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
