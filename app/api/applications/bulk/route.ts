import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { otherMethods } from "@/lib/api/methods";
import { BulkApplicationsBody } from "@/lib/schemas/application-bulk";
import { bulkUpdateApplications } from "@/lib/server/applications/bulk-update-applications";

// POST /api/applications/bulk: move, reject or request reviews for up to 100 applications at once
export const POST = route({
  operation: "bulkUpdateApplications",
  body: BulkApplicationsBody,
  handler: async ({ caller, body }) => json(await bulkUpdateApplications(caller, body)),
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
