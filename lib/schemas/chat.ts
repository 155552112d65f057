import { z } from "zod";
import { CHANNEL_EVENTS } from "@/lib/server/chat/channel-events";

// PUT /api/orgs/me/slack: a Slack app's bot token (xoxb-…), which is kept encrypted and never returned
export const ConnectSlackBody = z.object({
  botToken: z.string().trim().regex(/^xoxb-[A-Za-z0-9-]{10,250}$/, "must be a Slack bot token (xoxb-…)"),
});
export type ConnectSlackBody = z.output<typeof ConnectSlackBody>;

// POST /api/orgs/me/slack/channel-rules: post an event kind, for every job or one, to a Slack
// channel named by its id (C0123ABCD) or its name (#hiring), which Slack is asked for
export const CreateSlackChannelRuleBody = z.object({
  event: z.enum(CHANNEL_EVENTS),
  jobId: z.number().int().min(1).max(2_147_483_647).nullable().default(null),
  channel: z
    .string()
    .trim()
    .regex(/^#?[a-z0-9][a-z0-9._-]{0,79}$|^[CG][A-Z0-9]{6,29}$/, "must be a Slack channel's id (C0123ABCD) or name (#hiring)"),
});
export type CreateSlackChannelRuleBody = z.output<typeof CreateSlackChannelRuleBody>;

// POST /api/orgs/me/teams/channels: a Teams channel's Workflows webhook URL, kept encrypted
export const CreateTeamsChannelBody = z.object({
  name: z.string().trim().min(1).max(100),
  url: z.string().trim().max(2000).url(),
  events: z.array(z.enum(CHANNEL_EVENTS)).min(1).max(CHANNEL_EVENTS.length).transform((events) => [...new Set(events)]),
});
export type CreateTeamsChannelBody = z.output<typeof CreateTeamsChannelBody>;

// POST /api/orgs/me/slack/oauth: what Slack's approval page sent the admin back with
export const FinishSlackInstallBody = z.object({
  code: z.string().trim().min(1).max(500),
  state: z.string().trim().min(1).max(1000),
});
export type FinishSlackInstallBody = z.output<typeof FinishSlackInstallBody>;
