import { z } from "zod";
import { IdString } from "./common";

// Stage names: 1-60 characters after trimming; uniqueness per job is checked in SQL.
export const StageName = z.string().trim().min(1, "must not be empty").max(60, "must be at most 60 characters");

export const CreateStageBody = z.object({ name: StageName });
// What the candidate's page calls the stage (docs/decisions/493): null for the stage's own name.
export const CandidateStageLabel = z.string().trim().min(1, "must not be empty").max(100, "must be at most 100 characters");
// the name, the candidate's label (extension), or both
export const RenameStageBody = z
  .object({ name: StageName.optional(), candidateLabel: CandidateStageLabel.nullable().optional() })
  .refine((b) => b.name !== undefined || b.candidateLabel !== undefined, "give name, candidateLabel or both");
export type RenameStageBody = z.output<typeof RenameStageBody>;

// Spec limits for endpoint 9: at least one element, each a safe integer. Whether they are exactly
// the job's stage ids is checked against the database.
export const ReorderStagesBody = z.object({
  orderedIds: z
    .array(z.number().int("must be whole numbers").min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER))
    .min(1, "must list at least one stage id"),
});
export type ReorderStagesBody = z.output<typeof ReorderStagesBody>;

export const stageSelect = { id: true, jobId: true, name: true, position: true, candidateLabel: true } as const;

// DELETE /api/stages/{id} (extension): where the applications in the stage go, if it holds any.
export const DeleteStageQuery = z.object({ moveToStageId: IdString.optional() });
export type DeleteStageQuery = z.output<typeof DeleteStageQuery>;

const MAX_JOB_IDS = 100;

// GET /api/jobs/stage-counts (extension): the jobs of one page of the job list, as "4,8,15".
export const StageCountsQuery = z.object({
  jobIds: z
    .string()
    .regex(/^[1-9]\d*(,[1-9]\d*)*$/, "must be job ids separated by commas, e.g. 4,8,15")
    .transform((s) => [...new Set(s.split(",").map(Number))])
    .pipe(z.array(z.number().max(Number.MAX_SAFE_INTEGER, "is too large")).max(MAX_JOB_IDS, `must list at most ${MAX_JOB_IDS} jobs`)),
});
export type StageCountsQuery = z.output<typeof StageCountsQuery>;
