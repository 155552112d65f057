import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { ListNewHiresQuery } from "@/lib/schemas/new-hire";
import { listNewHires } from "@/lib/server/new-hires/list-new-hires";

// GET /api/new-hires?jobId&applicationId&since&limit&offset: new hires the caller may read, newest first
export const GET = route({
  operation: "listNewHires",
  query: ListNewHiresQuery,
  handler: async ({ caller, query }) => json(await listNewHires(caller, query)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
