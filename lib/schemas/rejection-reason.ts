import { z } from "zod";
import { Id } from "./common";

export const MAX_REJECTION_REASONS = 50;
export const REJECTION_REASON_LABEL_MAX = 80;

export const RejectionReasonLabel = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .max(REJECTION_REASON_LABEL_MAX, `must be at most ${REJECTION_REASON_LABEL_MAX} characters`)
  .regex(/^[^\p{Cc}]*$/u, "must be one line of text");

export { isOtherReason } from "./other-reason";

// PUT /api/orgs/me/rejection-reasons: the whole list in its order. An item with an id changes that
// reason, one without creates it; a reason left out is deleted, or archived when in use.
export const ReplaceRejectionReasonsBody = z.object({
  reasons: z
    .array(z.object({ id: Id.optional(), label: RejectionReasonLabel, archived: z.boolean().optional() }))
    .max(MAX_REJECTION_REASONS, `must have at most ${MAX_REJECTION_REASONS} entries`)
    .superRefine((items, ctx) => {
      const labels = new Map<string, number>();
      const ids = new Set<number>();
      items.forEach((item, index) => {
        const key = item.label.toLowerCase();
        if (labels.has(key)) ctx.addIssue({ code: "custom", path: [index, "label"], message: `is the same as reason ${labels.get(key)! + 1}; labels must differ` });
        else labels.set(key, index);
        if (item.id === undefined) return;
        if (ids.has(item.id)) ctx.addIssue({ code: "custom", path: [index, "id"], message: "names a reason twice" });
        ids.add(item.id);
      });
    }),
});
export type ReplaceRejectionReasonsBody = z.output<typeof ReplaceRejectionReasonsBody>;
