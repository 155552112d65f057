import type { z } from "zod";
import type { PoolCandidatesResponse, TalentPool } from "@/lib/schemas/responses/talent-pool";

export type Pool = z.infer<typeof TalentPool>;
export type PoolPage = z.infer<typeof PoolCandidatesResponse>;
export type PoolPerson = PoolPage["candidates"][number];
