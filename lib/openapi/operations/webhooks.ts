import { PageQuery } from "@/lib/api/paging";
import { IdParams } from "@/lib/schemas/common";
import { CreateWebhookBody, DeliveryParams, UpdateWebhookBody } from "@/lib/schemas/webhook";
import {
  CreateWebhookResponse,
  ListWebhookDeliveriesResponse,
  ListWebhooksResponse,
  OkResponse,
  WebhookDeliveryResponse,
  WebhookResponse,
} from "@/lib/schemas/responses";
import { at0, page } from "../examples";
import { operations } from "../declare";
import { PAGING_DOCS } from "./paging";

const tag = "Webhooks";
const ID = { id: "Id of the webhook endpoint" };

const webhook = {
  id: 3,
  url: "https://hooks.partner.example/hiring",
  events: ["application.created", "application.updated"],
  description: "Sync to the HRIS",
  enabled: true,
  createdAt: at0,
};
const delivery = {
  id: 812,
  eventId: "evt_5f0c6a3e9b2d4c71a8e1f3b7d6c2a940",
  eventType: "application.updated",
  attempt: 1,
  status: "pending",
  responseStatus: 503,
  durationMs: 212,
  createdAt: at0,
  nextAttemptAt: "2026-11-21T09:30:05.000Z",
};

export const webhookOperations = operations({
  createWebhook: {
    method: "post",
    path: "/api/webhooks",
    tag,
    summary: "Add a webhook endpoint",
    description:
      'Admins only. `url` must be `https://` and resolve only to public addresses (no loopback, private, link-local, CGNAT or metadata addresses), checked now and again before every delivery; redirects are never followed. `events` is a non-empty list of event types, or `["*"]` for all. The Standard Webhooks signing secret is returned once, in `webhook.secret`, and stored only encrypted. At most 20 endpoints per organization. Audited as `webhook.created`.',
    access: "authenticated",
    // webhooks
    need: "webhooks.manage",
    body: CreateWebhookBody,
    bodyExample: { url: "https://hooks.partner.example/hiring", events: ["application.created", "application.updated"], description: "Sync to the HRIS" },
    success: {
      status: 201,
      description: "The endpoint and its signing secret",
      schema: CreateWebhookResponse,
      example: { webhook: { ...webhook, secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw4Ty3Ij4ENqg=" } },
    },
    errors: {
      400: "Invalid body: `url` not https, not resolvable or reaching a non-public address; `events` empty or unknown.",
      409: "The organization already has 20 endpoints.",
    },
  },
  listWebhooks: {
    method: "get",
    path: "/api/webhooks",
    tag,
    summary: "List webhook endpoints",
    description: "Admins only. The organization's endpoints, oldest first, never with their secrets.",
    access: "authenticated",
    need: "webhooks.manage",
    success: { status: 200, description: "The endpoints", schema: ListWebhooksResponse, example: { webhooks: [webhook] } },
  },
  updateWebhook: {
    method: "patch",
    path: "/api/webhooks/{id}",
    tag,
    summary: "Change a webhook endpoint",
    description:
      "Admins only. Fields left out keep their value. A new `url` is checked like on creation. `enabled: false` stops deliveries (pending ones end as `failed`); `enabled: true` starts sending again (and a new 3-day failure allowance). Audited as `webhook.updated`.",
    access: "authenticated",
    need: "webhooks.manage",
    params: IdParams,
    parameterDocs: ID,
    body: UpdateWebhookBody,
    bodyExample: { enabled: false },
    success: { status: 200, description: "The endpoint as it is now", schema: WebhookResponse, example: { webhook: { ...webhook, enabled: false } } },
    errors: { 400: "Invalid body, or nothing to change.", 404: "No endpoint with this id in the caller's organization." },
  },
  deleteWebhook: {
    method: "delete",
    path: "/api/webhooks/{id}",
    tag,
    summary: "Delete a webhook endpoint",
    description: "Admins only. The endpoint and its delivery log are removed; nothing more is sent to it. Audited as `webhook.deleted`.",
    access: "authenticated",
    need: "webhooks.manage",
    params: IdParams,
    parameterDocs: ID,
    success: { status: 200, description: "Deleted", schema: OkResponse, example: { ok: true } },
    errors: { 404: "No endpoint with this id in the caller's organization." },
  },
  listWebhookDeliveries: {
    method: "get",
    path: "/api/webhooks/{id}/deliveries",
    tag,
    summary: "The delivery log of an endpoint",
    description:
      "Admins only. One row per attempt, newest delivery first and its newest attempt first, paged: the delivery's event and status, and the attempt's outcome, HTTP status or connection error, duration and the first kilobyte of the answer's body; a delivery not attempted yet is one row with `attempt` 0. `nextAttemptAt` says when the delivery's next attempt is due. Failed attempts are retried after about 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (jittered); after the eighth the delivery is `failed`. An endpoint whose every attempt failed for 3 days is disabled and the admins are e-mailed.",
    access: "authenticated",
    need: "webhooks.manage",
    params: IdParams,
    query: PageQuery,
    parameterDocs: { ...ID, ...PAGING_DOCS },
    success: {
      status: 200,
      description: "A page of delivery attempts",
      schema: ListWebhookDeliveriesResponse,
      example: {
        deliveries: [
          { ...delivery, outcome: "failed", error: null, responseBodyExcerpt: '{"error":"maintenance"}', attemptedAt: "2026-11-21T09:30:00.000Z" },
        ],
        page: page(1),
      },
    },
    errors: { 404: "No endpoint with this id in the caller's organization." },
  },
  retryWebhookDelivery: {
    method: "post",
    path: "/api/webhooks/{id}/deliveries/{deliveryId}/retry",
    tag,
    summary: "Retry a delivery now",
    description:
      "Admins only. Queues one more attempt right away, whatever the delivery's state, with the same `webhook-id`; if it fails, the retry schedule continues from there. Audited as `webhook.delivery_retried`.",
    access: "authenticated",
    need: "webhooks.manage",
    params: DeliveryParams,
    parameterDocs: { ...ID, deliveryId: "Id of the delivery (from the delivery log)" },
    success: {
      status: 202,
      description: "The attempt is queued",
      schema: WebhookDeliveryResponse,
      example: { delivery: { ...delivery, nextAttemptAt: at0 } },
    },
    errors: { 404: "No such endpoint in the caller's organization, or no such delivery of it.", 409: "The endpoint is disabled." },
  },
  sendWebhookTestEvent: {
    method: "post",
    path: "/api/webhooks/{id}/test",
    tag,
    summary: "Send a test event",
    description:
      "Admins only. Queues a `webhook.test` event (its `data` is the endpoint) to this endpoint alone, whatever events it subscribed to, signed and retried like any other; it appears in the delivery log. Audited as `webhook.test_sent`.",
    access: "authenticated",
    need: "webhooks.manage",
    params: IdParams,
    parameterDocs: ID,
    success: {
      status: 202,
      description: "The test event is queued",
      schema: WebhookDeliveryResponse,
      example: { delivery: { ...delivery, eventType: "webhook.test", attempt: 0, responseStatus: null, durationMs: null, nextAttemptAt: at0 } },
    },
    errors: { 404: "No endpoint with this id in the caller's organization.", 409: "The endpoint is disabled." },
  },
});
