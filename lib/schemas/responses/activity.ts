import { z } from "zod";
import { ResourceId, Timestamp } from "./common";
import { ApplicationStatus } from "./application";

export const ACTIVITY_TYPES = [
  "applied",
  "moved",
  "status_changed",
  "withdrawal_requested",
  "withdrawn",
  "review_requested",
  "feedback_submitted",
  "feedback_updated",
  "note_added",
  "message_sent",
  "message_received",
  "other",
] as const;

// One event in an application's history (extension, docs/decisions/184). Fields that do not
// apply to the event's type are null (or [] for people).
export const ActivityItem = z.object({
  id: ResourceId.describe("Id of the audit entry behind the event"),
  type: z.enum(ACTIVITY_TYPES),
  action: z.string().describe("The audit action, e.g. application.moved"),
  actorName: z.string().describe('Who did it, as named then; "Candidate (public site)" for the candidate'),
  createdAt: Timestamp,
  fromStage: z.string().nullable(),
  toStage: z.string().nullable().describe("moved: the new stage; applied: the first stage"),
  fromStatus: ApplicationStatus.nullable(),
  toStatus: ApplicationStatus.nullable(),
  rejectionReason: z.string().nullable().describe("Only for callers who manage the job; null for everyone else"),
  people: z.array(z.string()).describe("review_requested: the names of those asked to review"),
  noteId: ResourceId.nullable().describe("note_added: the note, one of GET /api/candidates/{id}/notes"),
  messageId: ResourceId.nullable().describe("message_sent, message_received: the message, one of GET /api/candidates/{id}/messages"),
  subject: z.string().nullable().describe("message_sent, message_received: its subject"),
});

export const ActivityResponse = z.object({
  activity: z.array(ActivityItem).describe("Newest first, at most 200"),
});
