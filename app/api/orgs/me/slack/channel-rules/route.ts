import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { createSlackChannelRule, listSlackChannelRules } from "@/lib/server/chat/slack-channel-rules";
import { chatOperations } from "@/lib/openapi/operations/chat";

// GET /api/orgs/me/slack/channel-rules: which events go to which Slack channels (admins)
export const GET = route(chatOperations.listSlackChannelRules, {
  handler: async ({ caller }) => json({ rules: await listSlackChannelRules(caller) }),
});

// POST /api/orgs/me/slack/channel-rules {event, jobId, channel}: post an event kind to a channel (admins)
export const POST = route(chatOperations.createSlackChannelRule, {
  handler: async ({ caller, body }) => json({ rule: await createSlackChannelRule(caller, body) }, 201),
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
