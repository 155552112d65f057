import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { PageQuery } from "@/lib/api/paging";
import { json } from "@/lib/api/respond";
import { listNewHireHandoffs } from "@/lib/server/new-hires/list-handoffs";

// GET /api/orgs/me/bamboohr/handoffs: the new hires' hand-offs to BambooHR, newest first (settings.manage)
export const GET = route({
  operation: "listBambooHrHandoffs",
  query: PageQuery,
  handler: async ({ caller, query }) => json(await listNewHireHandoffs(caller, query)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
