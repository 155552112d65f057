import { randomBytes } from "node:crypto";
import type { Tx } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { inPublicScope } from "@/lib/db/caller-scope";
import { enqueueJobs } from "@/lib/queue/boss";
import { queueChannelPosts } from "@/lib/server/chat/queue-channel-posts";
import { deliveryJob } from "@/lib/server/webhooks/delivery-job";
import { WEBHOOK_EVENTS, WebhookTestEvent } from "@/lib/schemas/responses/webhook-events";
import { TEST_EVENT_TYPE, type EventType } from "./event-types";

type EventInput = {
  organizationId: number;
  type: EventType;
  // the resource as the API returns it, and the old values of the fields that changed (null when
  // new), as the event's body schema says (WEBHOOK_EVENTS); written by JSON.stringify, so a
  // timestamp may come as the Date it was read as. Tests check each body against its schema.
  data: object;
  previous: object | null;
};

// Always called with the transaction of the change it describes, next to its recordAudit, so a
// committed change always has its event and a rolled-back one never (transactional outbox,
// docs/decisions/140). Call it before recordAudit: from the audit insert to commit an
// organization's writes queue on its audit counter (decision 052), so work after it lengthens that queue. The same statement creates a pending delivery for each enabled endpoint of
// the organization that subscribed to the type, and their jobs are queued in this transaction too.
export async function recordEvent(tx: Tx, event: EventInput): Promise<string> {
  // named: it also runs as the owner (queue jobs), whom no policy limits; a public or token route
  // reads no webhook and takes writePublicEvent's way
  const subscribers = Prisma.sql`
    SELECT w.id FROM webhooks w
    WHERE w.organization_id = ${event.organizationId} AND w.enabled
      AND (${event.type} = ANY (w.events) OR '*' = ANY (w.events))`;
  const id = await writeEvent(tx, event.organizationId, event.type, { ...event.data, previous: event.previous }, subscribers);
  // the Slack and Teams channels that take this kind of event get their post (docs/decisions/484)
  await queueChannelPosts(tx, event.organizationId, event.type, event.data, event.previous);
  return id;
}

// The test event of one endpoint ("send a test event"), delivered like any other.
export async function recordTestEvent(tx: Tx, organizationId: number, webhookId: number, data: object): Promise<{ eventId: string; deliveryId: number }> {
  const only = Prisma.sql`SELECT w.id FROM webhooks w WHERE w.id = ${webhookId}`;
  const eventId = await writeEvent(tx, organizationId, TEST_EVENT_TYPE, { ...data, previous: null }, only);
  const delivery = await tx.webhookDelivery.findFirstOrThrow({ where: { eventId, webhookId }, select: { id: true } });
  return { eventId, deliveryId: delivery.id };
}

// `previous` of an update: the old value of each field whose value changed.
export function changedValues<T extends Record<string, unknown>>(before: T, after: Partial<Record<keyof T, unknown>>): Partial<T> {
  return Object.fromEntries(
    Object.entries(before).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(after[key])),
  ) as Partial<T>;
}

function checkBody(type: string, body: string): void {
  const schema = type === TEST_EVENT_TYPE ? WebhookTestEvent : WEBHOOK_EVENTS[type as EventType];
  const checked = schema.safeParse(JSON.parse(body));
  if (!checked.success) {
    const problems = checked.error.issues.map((issue) => `${issue.path.join(".") || "body"}: ${issue.message}`).join("; ");
    throw new Error(`The ${type} event does not match its body schema (lib/schemas/responses/webhook-events.ts): ${problems}`);
  }
}

async function writeEvent(tx: Tx, organizationId: number, type: string, data: object, subscribers: Prisma.Sql): Promise<string> {
  // the webhook-id of every delivery of this event (Standard Webhooks: unique, the same on retries)
  const id = `evt_${randomBytes(16).toString("hex")}`;
  const timestamp = new Date();
  const body = JSON.stringify({ type, timestamp: timestamp.toISOString(), data });
  // the body must be what the OpenAPI document's webhooks promise: an event whose data slipped past
  // its schema fails the test that wrote it
  if (process.env.NODE_ENV === "test") checkBody(type, body);
  const deliveries = inPublicScope() ? await writePublicEvent(tx, { id, organizationId, type, body, timestamp }) : await tx.$queryRaw<{ id: number }[]>`
    WITH event AS (
      INSERT INTO events (id, organization_id, type, body, created_at)
      VALUES (${id}, ${organizationId}, ${type}, ${body}, ${timestamp})
      RETURNING id
    ), delivery AS (
      INSERT INTO webhook_deliveries (webhook_id, event_id, next_attempt_at)
      SELECT s.id, (SELECT id FROM event), ${timestamp} FROM (${subscribers}) s
      RETURNING id
    )
    SELECT id FROM delivery`;
  await enqueueJobs(tx, deliveries.map((delivery) => deliveryJob({ deliveryId: delivery.id, attemptsMade: 0 })));
  return id;
}

// A token or the careers slug writes the event without reading it back (no RETURNING: its id was
// made above) and may not read the webhooks: the database makes the deliveries for the caller's
// organization's subscribed endpoints and answers their ids (queue_event_deliveries, decision 467).
async function writePublicEvent(tx: Tx, event: { id: string; organizationId: number; type: string; body: string; timestamp: Date }): Promise<{ id: number }[]> {
  await tx.$executeRaw`
    INSERT INTO events (id, organization_id, type, body, created_at)
    VALUES (${event.id}, ${event.organizationId}, ${event.type}, ${event.body}, ${event.timestamp})`;
  return tx.$queryRaw<{ id: number }[]>`SELECT queue_event_deliveries(${event.id}) AS id`;
}
