import { z } from "zod";
import { EVENT_TYPES } from "@/lib/server/events/event-types";
import { IdString } from "./common";

const EventTypeOrAll = z.enum([...EVENT_TYPES, "*"]);

// A non-empty list of event types, or ["*"] for all of them (now and later); duplicates are dropped.
const Events = z
  .array(EventTypeOrAll)
  .min(1, 'must name at least one event type, or be ["*"]')
  .max(EVENT_TYPES.length + 1)
  .refine((events) => !events.includes("*") || events.length === 1, 'use ["*"] alone to receive every event type')
  .transform((events) => [...new Set(events)]);

// The address is checked further when saved (https, public addresses: webhook-target.ts).
const Url = z.string().trim().min(1, "is required").max(2048, "must be at most 2048 characters");

const Description = z
  .string()
  .trim()
  .max(500, "must be at most 500 characters")
  .transform((d) => (d === "" ? null : d));

export const CreateWebhookBody = z.object({ url: Url, events: Events, description: Description.nullable().optional() });
export type CreateWebhookBody = z.output<typeof CreateWebhookBody>;

// A field left out keeps its value; at least one must be given.
export const UpdateWebhookBody = z
  .object({ url: Url.optional(), events: Events.optional(), description: Description.nullable().optional(), enabled: z.boolean().optional() })
  .refine((b) => Object.values(b).some((v) => v !== undefined), "give url, events, description or enabled");
export type UpdateWebhookBody = z.output<typeof UpdateWebhookBody>;

export const DeliveryParams = z.object({ id: IdString, deliveryId: IdString });
export type DeliveryParams = z.output<typeof DeliveryParams>;

// What the API shows of an endpoint: never the secret (only once, at creation).
export const webhookSelect = { id: true, url: true, events: true, description: true, enabled: true, createdAt: true } as const;
