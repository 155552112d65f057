import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { CreateSlackChannelRuleBody } from "@/lib/schemas/chat";
import { createSlackChannelRule, listSlackChannelRules } from "@/lib/server/chat/slack-channel-rules";

// GET /api/orgs/me/slack/channel-rules: which events go to which Slack channels (admins)
export const GET = route({
  operation: "listSlackChannelRules",
  handler: async ({ caller }) => json({ rules: await listSlackChannelRules(caller) }),
});

// POST /api/orgs/me/slack/channel-rules {event, jobId, channel}: post an event kind to a channel (admins)
export const POST = route({
  operation: "createSlackChannelRule",
  body: CreateSlackChannelRuleBody,
  handler: async ({ caller, body }) => json({ rule: await createSlackChannelRule(caller, body) }, 201),
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
