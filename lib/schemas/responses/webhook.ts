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

export const WebhookDeliveryAttempt = z
  .object({
    id: ResourceId.describe("The delivery's id (what the retry endpoint takes); each of its attempts is a row"),
    eventId: z.string().describe("The event's id, sent as the webhook-id header on every attempt"),
    eventType: z.string().describe("One of the event types, or webhook.test"),
    status: WebhookDeliveryStatus,
    attempt: z.number().int().min(0).describe("This row's attempt, from 1; 0 for a delivery not attempted yet"),
    outcome: z.enum(["succeeded", "failed"]).nullable().describe("This attempt's outcome: succeeded is a 2xx; null before the first attempt"),
    responseStatus: z.number().int().min(100).max(599).nullable().describe("The HTTP status this attempt got; null when none came back (see error)"),
    error: z.string().nullable().describe("Why no answer counted: refused target, timeout, connection error; null when an answer came"),
    durationMs: z.number().int().min(0).nullable().describe("How long this attempt took"),
    responseBodyExcerpt: z.string().nullable().describe("The first kilobyte of the answer's body, as text"),
    attemptedAt: Timestamp.nullable().describe("When this attempt started"),
    createdAt: Timestamp.describe("When the delivery was created"),
    nextAttemptAt: Timestamp.nullable().describe("When the delivery's next attempt is due; null once succeeded or failed"),
  })
  .describe("One attempt to send an event to an endpoint (or a delivery with none yet)");

export const ListWebhookDeliveriesResponse = z.object({
  deliveries: z.array(WebhookDeliveryAttempt).describe("Newest delivery first, its newest attempt first"),
  page: Page,
});
export const WebhookDeliveryResponse = z.object({ delivery: WebhookDelivery });
