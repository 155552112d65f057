import { readRoute } from "@/lib/api/handler";
import { auditLogsStatement } from "@/lib/server/audit-logs/list-audit-logs";
import { otherMethods } from "@/lib/api/methods";
import { reportOperations } from "@/lib/openapi/operations/reports";

// GET /api/audit-logs: the organization's audit log, newest first (admins)
export const GET = readRoute(reportOperations.listAuditLogs, {
  // unfiltered: sent inside the credential's statement once the credential is known, one round
  // trip instead of two (a median 19 % more requests per second on the bench, decision 312)
  combined: true,
  statement: ({ caller, query }) => auditLogsStatement(caller, query),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
