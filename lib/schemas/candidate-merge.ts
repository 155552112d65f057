import { z } from "zod";
import { Id } from "./common";

// POST /api/candidates/{id}/merge
export const MergeCandidatesBody = z.object({ otherCandidateId: Id });
export type MergeCandidatesBody = z.output<typeof MergeCandidatesBody>;
