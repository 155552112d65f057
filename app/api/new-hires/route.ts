import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { listNewHires } from "@/lib/server/new-hires/list-new-hires";
import { newHireOperations } from "@/lib/openapi/operations/new-hires";

// GET /api/new-hires?jobId&applicationId&since&limit&offset: new hires the caller may read, newest first
export const GET = route(newHireOperations.listNewHires, {
  handler: async ({ caller, query }) => json(await listNewHires(caller, query)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
