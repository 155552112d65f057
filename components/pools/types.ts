import type { talentPoolOperations } from "@/lib/openapi/operations/talent-pools";
import type { ResponseOf } from "@/lib/ui/response-of";

export type Pool = ResponseOf<typeof talentPoolOperations.listTalentPools>["pools"][number];
export type PoolPage = ResponseOf<typeof talentPoolOperations.listTalentPoolCandidates>;
export type PoolPerson = PoolPage["candidates"][number];
