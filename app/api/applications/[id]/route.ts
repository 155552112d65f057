import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { UpdateApplicationBody } from "@/lib/schemas/application";
import { IdParams } from "@/lib/schemas/common";
import { getApplication } from "@/lib/server/applications/get-application";
import { updateApplication } from "@/lib/server/applications/update-application";
import { otherMethods } from "@/lib/api/methods";

// GET /api/applications/{id}: one visible application (extension)
export const GET = route({
  operation: "getApplication",
  params: IdParams,
  handler: async ({ caller, params }) => json({ application: await getApplication(caller, params.id) }),
});

// PATCH /api/applications/{id}: move to another stage of its job, and/or change its status
export const PATCH = route({
  operation: "updateApplication",
  params: IdParams,
  body: UpdateApplicationBody,
  handler: async ({ caller, params, body }) => json({ application: await updateApplication(caller, params.id, body) }),
});

export const { POST, PUT, DELETE, OPTIONS } = otherMethods({ GET, PATCH });
