import { route } from "@/lib/api/handler";
import { jsonText } from "@/lib/api/respond";
import { ListApplicationsQuery } from "@/lib/schemas/application";
import { listApplications } from "@/lib/server/applications/list-applications";
import { otherMethods } from "@/lib/api/methods";

// GET /api/applications: every visible application across jobs, oldest change first, paged by
// offset or cursor (extension, for sync). Two statements (the sync frontier, then the body), so
// no one-statement path (docs/decisions/150).
export const GET = route({
  query: ListApplicationsQuery,
  handler: async ({ caller, query }) => jsonText(await listApplications(caller, query)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
