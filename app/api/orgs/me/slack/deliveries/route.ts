import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { listChatDeliveries } from "@/lib/server/chat/list-chat-deliveries";
import { chatOperations } from "@/lib/openapi/operations/chat";

// GET /api/orgs/me/slack/deliveries: the Slack messages' delivery log, newest first (admins)
export const GET = route(chatOperations.listSlackDeliveries, {
  handler: async ({ caller, query }) => json(await listChatDeliveries(caller, query)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
