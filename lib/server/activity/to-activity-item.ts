import type { z } from "zod";
import type { ActivityItem } from "@/lib/schemas/responses/activity";

type Item = z.infer<typeof ActivityItem>;
type Status = NonNullable<Item["toStatus"]>;
type Row = { id: number; action: string; actorName: string; targetId: string; metadata: unknown; createdAt: Date };

const STATUSES = new Set<string>(["active", "rejected", "hired", "withdrawn"]);

const TYPES: Record<string, Item["type"]> = {
  "application.created": "applied",
  "application.moved": "moved",
  "application.status_changed": "status_changed",
  "application.withdrawal_requested": "withdrawal_requested",
  "application.withdrawn": "withdrawn",
  "review.requested": "review_requested",
  "feedback.submitted": "feedback_submitted",
  "feedback.updated": "feedback_updated",
  "note.created": "note_added",
  "message.sent": "message_sent",
  "message.scheduled": "message_sent",
  "message.received": "message_received",
};

function record(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);
const status = (value: unknown): Status | null => (typeof value === "string" && STATUSES.has(value) ? (value as Status) : null);

// An audit entry as a timeline event. Only names, stages and statuses are read from the metadata,
// never feedback notes or ratings. Both metadata shapes in use are read: {from, to}/{fromStage,
// toStage} and {before, after}.
export function toActivityItem(row: Row, { canManage }: { canManage: boolean }): Item {
  const meta = record(row.metadata);
  const before = record(meta.before);
  const after = record(meta.after);
  const type = TYPES[row.action] ?? "other";
  const item: Item = {
    id: row.id,
    type,
    action: row.action,
    actorName: row.actorName,
    createdAt: row.createdAt.toISOString(),
    fromStage: null,
    toStage: null,
    fromStatus: null,
    toStatus: null,
    rejectionReason: null,
    people: [],
    noteId: null,
    messageId: null,
    subject: null,
  };
  if (type === "applied") item.toStage = text(meta.stage);
  if (type === "moved") {
    item.fromStage = text(meta.fromStage) ?? text(before.stageName);
    item.toStage = text(meta.toStage) ?? text(after.stageName);
  }
  if (type === "status_changed" || type === "withdrawn") {
    item.fromStatus = status(meta.from) ?? status(before.status);
    item.toStatus = status(meta.to) ?? status(after.status) ?? (type === "withdrawn" ? "withdrawn" : null);
    if (canManage) item.rejectionReason = text(meta.rejectionReason) ?? text(after.rejectionReason);
  }
  if (type === "review_requested" && Array.isArray(meta.reviewers)) {
    item.people = meta.reviewers.map((r) => text(record(r).name)).filter((name): name is string => name !== null);
  }
  // the debrief's decision: where an advance moved it, or that it rejected (its reason is not on the timeline)
  if (row.action === "debrief.decided") {
    item.toStage = text(meta.toStage);
    if (meta.decision === "reject") item.toStatus = "rejected";
  }
  if (type === "note_added") item.noteId = Number(row.targetId);
  if (type === "message_sent" || type === "message_received") {
    item.messageId = Number(row.targetId);
    item.subject = text(meta.subject);
  }
  return item;
}
