import { readRoute } from "@/lib/api/handler";
import { listApplicationsStatement } from "@/lib/server/applications/list-applications";
import { otherMethods } from "@/lib/api/methods";
import { applicationOperations } from "@/lib/openapi/operations/applications";

// GET /api/applications: every visible application across jobs, oldest change first, paged by
// offset or cursor (extension, for sync). The sync frontier is read first (docs/decisions/150), so
// the body's statement runs after the credential's.
export const GET = readRoute(applicationOperations.listApplications, {
  statement: ({ caller, query }) => listApplicationsStatement(caller, query),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
