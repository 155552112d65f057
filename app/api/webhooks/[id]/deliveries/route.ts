import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { PageQuery } from "@/lib/api/paging";
import { IdParams } from "@/lib/schemas/common";
import { listDeliveries } from "@/lib/server/webhooks/list-deliveries";
import { otherMethods } from "@/lib/api/methods";

// GET /api/webhooks/{id}/deliveries: the endpoint's delivery log, newest first (admins)
export const GET = route({
  operation: "listWebhookDeliveries",
  params: IdParams,
  query: PageQuery,
  handler: async ({ caller, params, query }) => json(await listDeliveries(caller, params.id, query)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
