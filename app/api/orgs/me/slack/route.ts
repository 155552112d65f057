import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { connectSlack, disconnectSlack, getSlackConnection } from "@/lib/server/chat/slack-connection";
import { chatOperations } from "@/lib/openapi/operations/chat";

// GET /api/orgs/me/slack: whether the organization's Slack is connected (admins)
export const GET = route(chatOperations.getSlackConnection, {
  handler: async ({ caller }) => json({ slack: await getSlackConnection(caller) }),
});

// PUT /api/orgs/me/slack {botToken}: connect Slack with a bot token, tried first (admins)
export const PUT = route(chatOperations.connectSlack, {
  handler: async ({ caller, body }) => json({ slack: await connectSlack(caller, body) }),
});

// DELETE /api/orgs/me/slack: forget the token (admins)
export const DELETE = route(chatOperations.disconnectSlack, {
  handler: async ({ caller }) => json({ slack: await disconnectSlack(caller) }),
});

export const { POST, PATCH, OPTIONS } = otherMethods({ GET, PUT, DELETE });
