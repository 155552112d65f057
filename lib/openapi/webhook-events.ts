import type { z } from "zod";
import { WEBHOOK_EVENTS, WebhookTestEvent } from "@/lib/schemas/responses/webhook-events";
import { TEST_EVENT_TYPE, type EventType } from "@/lib/server/events/event-types";
import { application, interview, job } from "./examples";
import { exampleOffer } from "./operations/offers";
import { exampleRole } from "./operations/roles";
import { exampleNewHire } from "./operations/new-hires";

// The OpenAPI 3.1 `webhooks` section: what this service POSTs to a subscribed endpoint, one
// entry per event type, with the Standard Webhooks headers (docs/decisions/145).

const at = "2026-11-21T09:30:00.000Z";

// One example per event type, in the catalogue's order; a type without one does not compile.
const EXAMPLES: Record<EventType | typeof TEST_EVENT_TYPE, object> = {
  "job.created": { ...job, previous: null },
  "job.updated": { ...job, status: "closed", previous: { status: "open" } },
  "application.created": { ...application, previous: null },
  "application.updated": { ...application, currentStageId: 34, previous: { currentStageId: 33 } },
  "feedback.submitted": { id: 21, applicationId: 55, authorName: "Ada Admin", notes: "Clear thinker.", ratings: [{ criterionId: 4, score: 4 }], recommendation: "strong_yes", updatedAt: at, previous: null },
  "interview_scorecard.submitted": { id: 12, interviewId: interview.id, applicationId: interview.applicationId, authorName: "Ivan Interviewer", notes: "Designed the queue well.", ratings: [{ attributeId: 7, score: 3 }], answers: [{ questionId: 5, note: "Chose at-least-once delivery." }], recommendation: "yes", updatedAt: at, previous: null },
  "note.created": { id: 9, candidateId: 40, authorName: "Rita Recruiter", body: "Prefers a Berlin office.", createdAt: at, previous: null },
  "candidate.erased": { id: 40, previous: null },
  "candidate.merged": { id: 40, mergedCandidateId: 52, mergeId: 6, applicationIds: [71], previous: null },
  "offer.created": { ...exampleOffer, status: "draft", previous: null },
  "offer.approved": { ...exampleOffer, status: "approved", previous: { status: "pending_approval" } },
  "offer.sent": { ...exampleOffer, status: "sent", previous: { status: "approved" } },
  "offer.accepted": { ...exampleOffer, status: "accepted", previous: { status: "sent" } },
  "offer.declined": { ...exampleOffer, status: "declined", previous: { status: "sent" } },
  "candidate.hired": { ...exampleNewHire, handoffs: [{ ...exampleNewHire.handoffs[0], status: "pending", attempts: 0, employeeId: null, deliveredAt: null }], previous: null },
  "interview.scheduled": { ...interview, previous: null },
  "interview.rescheduled": { ...interview, startsAt: "2026-12-03T14:00:00.000Z", endsAt: "2026-12-03T15:00:00.000Z", previous: { startsAt: interview.startsAt, endsAt: interview.endsAt } },
  "interview.cancelled": { ...interview, status: "cancelled", previous: { status: "scheduled" } },
  "role.created": { ...exampleRole, previous: null },
  "role.updated": { ...exampleRole, name: "Interview coordinator", previous: { name: "Coordinator" } },
  "role.deleted": { ...exampleRole, previous: null },
  "webhook.test": { id: 3, url: "https://hooks.partner.example/hiring", events: ["*"], description: null, enabled: true, createdAt: at, previous: null },
};

const EVENTS: { type: string; schema: z.ZodType; example: object }[] = [
  ...Object.entries(WEBHOOK_EVENTS).map(([type, schema]) => ({ type, schema, example: EXAMPLES[type as EventType] })),
  { type: TEST_EVENT_TYPE, schema: WebhookTestEvent, example: EXAMPLES[TEST_EVENT_TYPE] },
];

const HEADERS = [
  { name: "webhook-id", description: "The event's id (`evt_` and 32 hex digits): the same on every retry, so receivers can drop duplicates.", example: "evt_5f0c6a3e9b2d4c71a8e1f3b7d6c2a940" },
  { name: "webhook-timestamp", description: "When this attempt was signed, in Unix seconds; reject it when more than 5 minutes off (replays).", example: "1795253400" },
  {
    name: "webhook-signature",
    description: "`v1,` and the base64 HMAC-SHA256, keyed with the endpoint's secret (base64 after `whsec_`), of `webhook-id.webhook-timestamp.body`, as the Standard Webhooks specification says; its libraries verify it.",
    example: "v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=",
  },
];

export const WEBHOOKS_DESCRIPTION = [
  "**Webhooks.** Admins subscribe https endpoints to events (`/api/webhooks`). Each event is written in the",
  "transaction of its change and POSTed as JSON `{type, timestamp, data}` to every enabled endpoint that subscribed",
  "to its type, signed per Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature`). Any 2xx",
  "within 15 s is success; anything else is retried after about 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h; an",
  "endpoint failing for 3 days is disabled. Delivery is at least once: drop repeats by `webhook-id`.",
].join("\n");

export function webhooksSection(ref: (schema: z.ZodType) => { $ref: string }) {
  return Object.fromEntries(
    EVENTS.map(({ type, schema, example }) => [
      type,
      {
        post: {
          operationId: `${type.replace(/\.(\w)/g, (_m, c: string) => c.toUpperCase())}Event`,
          tags: ["Webhooks"],
          summary: `Event ${type}`,
          description: `${schema.description ?? type}. Sent to each enabled endpoint subscribed to \`${type}\`${type === "webhook.test" ? " (only by the test action)" : " or `*`"}.`,
          security: [],
          parameters: HEADERS.map((header) => ({ name: header.name, in: "header", required: true, description: header.description, schema: { type: "string" }, example: header.example })),
          requestBody: {
            required: true,
            content: { "application/json": { schema: ref(schema), example: { type, timestamp: at, data: example } } },
          },
          responses: {
            "2XX": { description: "Received. Anything else, or no answer within 15 s, is retried with the same webhook-id." },
          },
        },
      },
    ]),
  );
}

