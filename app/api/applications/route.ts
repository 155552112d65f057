import { readRoute } from "@/lib/api/handler";
import { ListApplicationsQuery } from "@/lib/schemas/application";
import { ListAllApplicationsResponse } from "@/lib/schemas/responses/application";
import { listApplicationsStatement } from "@/lib/server/applications/list-applications";
import { otherMethods } from "@/lib/api/methods";

// GET /api/applications: every visible application across jobs, oldest change first, paged by
// offset or cursor (extension, for sync). The sync frontier is read first (docs/decisions/150), so
// the body's statement runs after the credential's.
export const GET = readRoute({
  operation: "listApplications",
  query: ListApplicationsQuery,
  response: ListAllApplicationsResponse,
  statement: ({ caller, query }) => listApplicationsStatement(caller, query),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
