import { z } from "zod";
import { EVENT_TYPES } from "@/lib/server/events/event-types";
import { Page, ResourceId, Timestamp } from "./common";

export const WebhookEventType = z.enum(EVENT_TYPES).describe("A type of event an endpoint can subscribe to");

export const Webhook = z
  .object({
    id: ResourceId,
    url: z.string().describe("Where events are POSTed: https:// and public addresses only"),
    events: z.array(z.union([WebhookEventType, z.literal("*")])).min(1).describe('The event types sent here; ["*"] for all'),
    description: z.string().nullable(),
    enabled: z.boolean().describe("false: nothing is sent (set by an admin, or after 3 days of failed deliveries)"),
    createdAt: Timestamp,
  })
  .describe("A webhook endpoint of the organization; its signing secret is shown only when it is created");

export const CreatedWebhook = Webhook.extend({
  secret: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/]{43}=$/)
    .describe("The Standard Webhooks signing secret (whsec_ and 32 bytes in base64); shown only in this response"),
}).describe("A new webhook endpoint with its signing secret");

export const CreateWebhookResponse = z.object({ webhook: CreatedWebhook });
export const WebhookResponse = z.object({ webhook: Webhook });
export const ListWebhooksResponse = z.object({ webhooks: z.array(Webhook).describe("Oldest first") });

export const WebhookDeliveryStatus = z
  .enum(["pending", "succeeded", "failed"])
  .describe("pending: an attempt is due (see nextAttemptAt); succeeded: a 2xx came back; failed: retries are over or the endpoint was disabled");

export const WebhookDelivery = z
  .object({
    id: ResourceId,
    eventId: z.string().describe("The event's id, sent as the webhook-id header on every attempt"),
    eventType: z.string().describe("One of the event types, or webhook.test"),
    attempt: z.number().int().min(0).describe("Attempts made so far; responseStatus and durationMs describe the last"),
    status: WebhookDeliveryStatus,
    responseStatus: z.number().int().min(100).max(599).nullable().describe("HTTP status of the last attempt; null before one, or when none came back (refused target, timeout, network)"),
    durationMs: z.number().int().min(0).nullable().describe("How long the last attempt took"),
    createdAt: Timestamp,
    nextAttemptAt: Timestamp.nullable().describe("When the next attempt is due; null once succeeded or failed"),
  })
  .describe("One event sent to one endpoint, with its retries");

export const ListWebhookDeliveriesResponse = z.object({ deliveries: z.array(WebhookDelivery).describe("Newest first"), page: Page });
export const WebhookDeliveryResponse = z.object({ delivery: WebhookDelivery });
