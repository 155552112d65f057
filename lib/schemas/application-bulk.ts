import { z } from "zod";
import { TagLabel } from "./candidate-tag";
import { Id } from "./common";
import { UpdateApplicationBody } from "./application";
import { RequestReviewersBody } from "./feedback";
import { BulkMessage } from "./message";

// reopen and cancelReviews take back a reject and a requestReviews (the Undo of decision 280);
// addTags and removeTags change the tags of each application's candidate (decision 350), each the
// other's Undo; sendMessage writes to each application's candidate about that application (decision 403)
export const BULK_ACTIONS = ["move", "reject", "requestReviews", "reopen", "cancelReviews", "addTags", "removeTags", "sendMessage"] as const;
export const BULK_MAX = 100;

const { rejectionReason: RejectionReason, rejectionReasonId: RejectionReasonId, undo: Undo } = UpdateApplicationBody.shape;

// POST /api/applications/bulk: one action over 1-100 distinct applications (docs/decisions/230).
export const BulkApplicationsBody = z
  .object({
    applicationIds: z
      .array(Id)
      .min(1, "name at least one application")
      .max(BULK_MAX, `must have at most ${BULK_MAX} entries`)
      .refine((ids) => new Set(ids).size === ids.length, "must not name an application twice"),
    action: z.enum(BULK_ACTIONS),
    currentStageId: Id.optional(),
    rejectionReason: RejectionReason,
    rejectionReasonId: RejectionReasonId,
    notifyCandidate: z.boolean().optional(),
    userIds: RequestReviewersBody.shape.userIds.optional(),
    tags: z.array(TagLabel).min(1, "name at least one tag").max(20, "must have at most 20 entries").optional(),
    message: BulkMessage.optional().describe("action sendMessage: the message, its placeholders filled in per person"),
    undo: Undo,
  })
  .superRefine((b, ctx) => {
    const need = (ok: boolean, path: string, message: string) => {
      if (!ok) ctx.addIssue({ code: "custom", path: [path], message });
    };
    need(b.action !== "move" || b.currentStageId !== undefined, "currentStageId", "is required with action move");
    need(b.action === "move" || b.currentStageId === undefined, "currentStageId", "only applies to action move");
    need(b.action === "reject" || b.rejectionReason == null, "rejectionReason", "only applies to action reject");
    need(b.action === "reject" || b.rejectionReasonId == null, "rejectionReasonId", "only applies to action reject");
    need(b.action === "reject" || b.notifyCandidate === undefined, "notifyCandidate", "only applies to action reject");
    const reviews = b.action === "requestReviews" || b.action === "cancelReviews";
    need(!reviews || b.userIds !== undefined, "userIds", `is required with action ${b.action}`);
    need(reviews || b.userIds === undefined, "userIds", "only applies to actions requestReviews and cancelReviews");
    const tagging = b.action === "addTags" || b.action === "removeTags";
    need(!tagging || b.tags !== undefined, "tags", `is required with action ${b.action}`);
    need(tagging || b.tags === undefined, "tags", "only applies to actions addTags and removeTags");
    need(b.action !== "sendMessage" || b.message !== undefined, "message", "is required with action sendMessage");
    need(b.action === "sendMessage" || b.message === undefined, "message", "only applies to action sendMessage");
  });
export type BulkApplicationsBody = z.output<typeof BulkApplicationsBody>;
