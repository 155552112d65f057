import { z } from "zod";

// Stage names: 1-60 characters after trimming (DECISIONS.md); uniqueness per job is checked in SQL.
export const StageName = z.string().trim().min(1, "must not be empty").max(60, "must be at most 60 characters");

export const CreateStageBody = z.object({ name: StageName });
export const RenameStageBody = z.object({ name: StageName });

// Spec limits for endpoint 9: at least one element, each a safe integer. Whether they are exactly
// the job's stage ids is checked against the database.
export const ReorderStagesBody = z.object({
  orderedIds: z
    .array(z.number().int("must be whole numbers").min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER))
    .min(1, "must list at least one stage id"),
});
export type ReorderStagesBody = z.output<typeof ReorderStagesBody>;

export const stageSelect = { id: true, jobId: true, name: true, position: true } as const;
