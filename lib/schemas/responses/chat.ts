import { z } from "zod";
import { CHANNEL_EVENTS } from "@/lib/server/chat/channel-events";
import { Count, Page, ResourceId, Timestamp, UserId } from "./common";

export const SlackConnectionResponse = z.object({
  slack: z.object({
    connected: z.boolean(),
    teamName: z.string().nullable().describe("The Slack workspace the token belongs to (auth.test)"),
    connectedAt: Timestamp.nullable(),
  }),
});

export const ChatDeliveriesResponse = z.object({
  deliveries: z.array(
    z.object({
      id: ResourceId,
      userId: UserId.nullable().describe("The member the direct message is for; null for a channel's post"),
      to: z
        .object({
          kind: z.enum(["member", "slack_channel", "teams_channel"]),
          id: z.string().describe("The member's id, the Slack channel's id, or the Teams channel's id"),
          name: z.string().nullable().describe("The channel's name; null for a member"),
        })
        .describe("Where the message goes (docs/decisions/484)"),
      kind: z.string().describe("The notification's kind, or the channel post's event kind (`offer.accepted`)"),
      text: z.string().describe("The text posted, with a link back"),
      status: z.enum(["pending", "delivered", "failed"]).describe("`pending` while the queue still tries"),
      attempts: Count,
      error: z.string().nullable().describe("Slack's or Teams' answer to the last failed try (e.g. `users_not_found`, `HTTP 404`)"),
      createdAt: Timestamp,
      deliveredAt: Timestamp.nullable(),
    }),
  ),
  page: Page,
});

const ChannelEvent = z.enum(CHANNEL_EVENTS).describe("The event kind posted: `application.moved` is an application moved to another stage");

export const SlackChannelRule = z.object({
  id: ResourceId,
  event: ChannelEvent,
  jobId: ResourceId.nullable().describe("The job whose events are posted; null for every job"),
  jobTitle: z.string().nullable(),
  channelId: z.string().describe("The Slack channel's id"),
  channelName: z.string().describe("The channel's name, as Slack answered it when the rule was made"),
  createdAt: Timestamp,
});
export const SlackChannelRulesResponse = z.object({ rules: z.array(SlackChannelRule) });
export const SlackChannelRuleResponse = z.object({ rule: SlackChannelRule });

export const TeamsChannel = z.object({
  id: ResourceId,
  name: z.string(),
  urlHint: z.string().describe("The Workflows URL's host and last characters; the URL itself is never returned"),
  events: z.array(ChannelEvent),
  createdAt: Timestamp,
});
export const TeamsChannelsResponse = z.object({ channels: z.array(TeamsChannel) });
export const TeamsChannelResponse = z.object({ channel: TeamsChannel });

export const SlackInstallResponse = z.object({ url: z.string().url().describe("Slack's approval page, with the signed state") });
