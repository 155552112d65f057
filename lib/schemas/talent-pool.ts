import { z } from "zod";
import { Id, IdString } from "./common";

export const POOL_NAME_MAX = 80;
export const POOL_DESCRIPTION_MAX = 500;
export const POOL_ADD_MAX = 100;

const PoolName = z.string().trim().min(1, "must not be empty").max(POOL_NAME_MAX, `must be at most ${POOL_NAME_MAX} characters`).regex(/^[^\p{Cc}]*$/u, "must be one line of text");
const PoolDescription = z
  .string()
  .trim()
  .max(POOL_DESCRIPTION_MAX, `must be at most ${POOL_DESCRIPTION_MAX} characters`)
  .transform((text) => (text === "" ? null : text));

// POST /api/talent-pools
export const CreateTalentPoolBody = z.object({ name: PoolName, description: PoolDescription.nullable().optional() });
export type CreateTalentPoolBody = z.output<typeof CreateTalentPoolBody>;

// PATCH /api/talent-pools/{id}: what is given changes
export const UpdateTalentPoolBody = z
  .object({ name: PoolName.optional(), description: PoolDescription.nullable().optional() })
  .refine((b) => b.name !== undefined || b.description !== undefined, { message: "give name or description", path: [] });
export type UpdateTalentPoolBody = z.output<typeof UpdateTalentPoolBody>;

// POST /api/talent-pools/{id}/candidates
export const AddPoolCandidatesBody = z.object({
  candidateIds: z
    .array(Id)
    .min(1, "name at least one candidate")
    .max(POOL_ADD_MAX, `must have at most ${POOL_ADD_MAX} entries`)
    .refine((ids) => new Set(ids).size === ids.length, "must not name a candidate twice"),
});
export type AddPoolCandidatesBody = z.output<typeof AddPoolCandidatesBody>;

// DELETE /api/talent-pools/{id}/candidates/{candidateId}
export const PoolCandidateParams = z.object({ id: IdString, candidateId: IdString });

// POST /api/jobs/{id}/applications: a recruiter adds a person the organization already knows
export const SourceApplicationBody = z.object({ candidateId: Id });
export type SourceApplicationBody = z.output<typeof SourceApplicationBody>;
