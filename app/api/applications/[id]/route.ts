import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { getApplication } from "@/lib/server/applications/get-application";
import { updateApplication } from "@/lib/server/applications/update-application";
import { otherMethods } from "@/lib/api/methods";
import { applicationOperations } from "@/lib/openapi/operations/applications";

// GET /api/applications/{id}: one visible application (extension)
export const GET = route(applicationOperations.getApplication, {
  handler: async ({ caller, params }) => json({ application: await getApplication(caller, params.id) }),
});

// PATCH /api/applications/{id}: move to another stage of its job, and/or change its status
export const PATCH = route(applicationOperations.updateApplication, {
  handler: async ({ caller, params, body }) => json({ application: await updateApplication(caller, params.id, body) }),
});

export const { POST, PUT, DELETE, OPTIONS } = otherMethods({ GET, PATCH });
