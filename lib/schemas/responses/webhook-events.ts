import { z } from "zod";
import type { EventType } from "@/lib/server/events/event-types";
import { Application } from "./application";
import { ResourceId, Timestamp } from "./common";
import { FeedbackEntry, Rating, RecommendationValue } from "./feedback";
import { Interview } from "./interview";
import { Job } from "./job";
import { Note } from "./note";
import { CandidateHiredEvent } from "./new-hire";
import { OfferAcceptedEvent, OfferApprovedEvent, OfferCreatedEvent, OfferDeclinedEvent, OfferSentEvent } from "./offer";
import { RoleView } from "./role";
import { Webhook } from "./webhook";

// The bodies webhooks POST (OpenAPI document, webhooks): {type, timestamp, data}, where data is the
// resource as the API returns it (without fields that depend on who asks, such as isMine; with the
// id of the resource it belongs to where the API has it in the path) plus `previous`: the old
// values of the fields that changed, or null for something new. Documented in the OpenAPI
// document's `webhooks` section.

const envelope = <T extends string, D extends z.ZodType>(type: T, data: D, description: string) =>
  z.object({ type: z.literal(type), timestamp: Timestamp.describe("When the change was made"), data }).describe(description);

const New = z.null().describe("null: the resource is new");

export const JobCreatedEvent = envelope("job.created", Job.extend({ previous: New }), "A job was created");
export const JobUpdatedEvent = envelope(
  "job.updated",
  Job.extend({ previous: Job.omit({ id: true, organizationId: true, slug: true, createdAt: true, updatedAt: true }).partial().describe("Old values of the changed fields") }),
  "Fields of a job changed (title, status, hiring managers, ...)",
);

export const ApplicationCreatedEvent = envelope("application.created", Application.extend({ previous: New }), "A candidate applied on the careers site");
export const ApplicationUpdatedEvent = envelope(
  "application.updated",
  Application.extend({ previous: Application.pick({ currentStageId: true, status: true }).partial().describe("Old stage and/or status") }),
  "An application moved to another stage or changed status (rejected, hired, withdrawn, reopened)",
);

const EventFeedback = FeedbackEntry.omit({ isMine: true }).extend({ applicationId: ResourceId });
export const FeedbackSubmittedEvent = envelope(
  "feedback.submitted",
  EventFeedback.extend({
    previous: z
      .object({ notes: z.string().nullable(), ratings: z.array(Rating), recommendation: RecommendationValue })
      .partial()
      .nullable()
      .describe("null for a first submission; the replaced values when the author submitted again"),
  }),
  "A reviewer submitted (or replaced) their feedback on an application",
);

// A scorecard per interview (docs/decisions/486): the scorecard as its author reads it
const EventInterviewScorecard = z.object({
  id: ResourceId,
  interviewId: ResourceId,
  applicationId: ResourceId,
  authorName: z.string(),
  notes: z.string().nullable(),
  ratings: z.array(z.object({ attributeId: ResourceId, score: z.number().int().min(1).max(4) })),
  answers: z.array(z.object({ questionId: ResourceId, note: z.string() })),
  recommendation: RecommendationValue,
  updatedAt: Timestamp,
});
export const InterviewScorecardSubmittedEvent = envelope(
  "interview_scorecard.submitted",
  EventInterviewScorecard.extend({
    previous: EventInterviewScorecard.pick({ notes: true, ratings: true, answers: true, recommendation: true })
      .partial()
      .nullable()
      .describe("null for a first submission; the replaced values when the interviewer submitted again"),
  }),
  "An interviewer submitted (or replaced) their scorecard for an interview",
);

export const NoteCreatedEvent = envelope(
  "note.created",
  Note.omit({ isMine: true }).extend({ candidateId: ResourceId, previous: New }),
  "A note was added to a candidate",
);

export const CandidateErasedEvent = envelope(
  "candidate.erased",
  z.object({ id: ResourceId.describe("The candidate's id"), previous: New }),
  "A candidate's personal data was erased; drop any copy of it",
);

export const CandidateMergedEvent = envelope(
  "candidate.merged",
  z.object({
    id: ResourceId.describe("The surviving candidate's id"),
    mergedCandidateId: ResourceId.describe("The record merged into it (kept, marked as merged; its applications now name the survivor)"),
    mergeId: ResourceId.describe("The merge, for its undo"),
    applicationIds: z.array(ResourceId).describe("The applications that now belong to the survivor"),
    previous: New,
  }),
  "Two records of the same person were merged (docs/decisions/352)",
);

export const WebhookTestEvent = envelope(
  "webhook.test",
  Webhook.extend({ previous: New }),
  'Sent by "send a test event" to the one endpoint it names, whatever events it subscribed to',
);

// Interviews (issue 24, docs/decisions/370): the interview as the API returns it
const InterviewChanged = Interview.omit({ createdAt: true, updatedAt: true }).partial().describe("Old values of the changed fields");
export const InterviewScheduledEvent = envelope("interview.scheduled", Interview.extend({ previous: New }), "An interview was scheduled (by a recruiter or by the candidate's booking)");
export const InterviewRescheduledEvent = envelope("interview.rescheduled", Interview.extend({ previous: InterviewChanged }), "An interview got a new time or new interviewers");
export const InterviewCancelledEvent = envelope("interview.cancelled", Interview.extend({ previous: InterviewChanged }), "An interview was cancelled; its interviewers' time is free again");

// Roles (decision 471): the role as the API returns it
const RoleChanged = RoleView.pick({ name: true, permissions: true }).partial().describe("Old values of the changed fields");
export const RoleCreatedEvent = envelope("role.created", RoleView.extend({ previous: New }), "An organization defined a role");
export const RoleUpdatedEvent = envelope("role.updated", RoleView.extend({ previous: RoleChanged }), "A role was renamed or its permissions changed");
export const RoleDeletedEvent = envelope("role.deleted", RoleView.extend({ previous: New }), "A role nobody held was deleted; `data` is the role as it was");

// Every event a webhook can carry, by type, with the body it is POSTed as: the one catalogue that the
// OpenAPI document's webhooks read, and that every event written in a test is checked against
// (lib/server/events/record-event.ts). EVENT_TYPES (the
// settings screen's list, kept as plain strings so no schema reaches a browser) must name exactly
// these keys: a type without its body schema, or a schema for a type nobody can subscribe to, does
// not compile.
export const WEBHOOK_EVENTS = {
  "job.created": JobCreatedEvent,
  "job.updated": JobUpdatedEvent,
  "application.created": ApplicationCreatedEvent,
  "application.updated": ApplicationUpdatedEvent,
  "feedback.submitted": FeedbackSubmittedEvent,
  "interview_scorecard.submitted": InterviewScorecardSubmittedEvent,
  "note.created": NoteCreatedEvent,
  "candidate.erased": CandidateErasedEvent,
  "candidate.merged": CandidateMergedEvent,
  "offer.created": OfferCreatedEvent,
  "offer.approved": OfferApprovedEvent,
  "offer.sent": OfferSentEvent,
  "offer.accepted": OfferAcceptedEvent,
  "offer.declined": OfferDeclinedEvent,
  "candidate.hired": CandidateHiredEvent,
  "interview.scheduled": InterviewScheduledEvent,
  "interview.rescheduled": InterviewRescheduledEvent,
  "interview.cancelled": InterviewCancelledEvent,
  "role.created": RoleCreatedEvent,
  "role.updated": RoleUpdatedEvent,
  "role.deleted": RoleDeletedEvent,
} as const satisfies Record<EventType, z.ZodType>;

// One event as a receiver gets it: a union discriminated by `type`.
export type WebhookEvent = { [T in EventType]: z.output<(typeof WEBHOOK_EVENTS)[T]> }[EventType];
