import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { otherMethods } from "@/lib/api/methods";
import { bulkUpdateApplications } from "@/lib/server/applications/bulk-update-applications";
import { applicationOperations } from "@/lib/openapi/operations/applications";

// POST /api/applications/bulk: move, reject or request reviews for up to 100 applications at once
export const POST = route(applicationOperations.bulkUpdateApplications, {
  handler: async ({ caller, body }) => json(await bulkUpdateApplications(caller, body)),
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
