import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { PageQuery } from "@/lib/api/paging";
import { json } from "@/lib/api/respond";
import { listChatDeliveries } from "@/lib/server/chat/list-chat-deliveries";

// GET /api/orgs/me/slack/deliveries: the Slack messages' delivery log, newest first (admins)
export const GET = route({
  operation: "listSlackDeliveries",
  query: PageQuery,
  handler: async ({ caller, query }) => json(await listChatDeliveries(caller, query)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
