import { z } from "zod";
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
      userId: UserId.describe("The member the direct message is for"),
      kind: z.string().describe("The notification's kind"),
      text: z.string().describe("The notification's text, as posted with a link back"),
      status: z.enum(["pending", "delivered", "failed"]).describe("`pending` while the queue still tries"),
      attempts: Count,
      error: z.string().nullable().describe("Slack's answer to the last failed try (e.g. `users_not_found`)"),
      createdAt: Timestamp,
      deliveredAt: Timestamp.nullable(),
    }),
  ),
  page: Page,
});
