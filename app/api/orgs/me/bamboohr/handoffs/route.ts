import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { listNewHireHandoffs } from "@/lib/server/new-hires/list-handoffs";
import { newHireOperations } from "@/lib/openapi/operations/new-hires";

// GET /api/orgs/me/bamboohr/handoffs: the new hires' hand-offs to BambooHR, newest first (settings.manage)
export const GET = route(newHireOperations.listBambooHrHandoffs, {
  handler: async ({ caller, query }) => json(await listNewHireHandoffs(caller, query)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
