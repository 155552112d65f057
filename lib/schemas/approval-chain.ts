import { z } from "zod";
import { CurrencyCode } from "./currency";
import { RoleKey } from "./team";

export const CHAIN_KINDS = ["offer", "job"] as const;
export type ChainKind = (typeof CHAIN_KINDS)[number];
export const CHAIN_STEPS_MAX = 10;
export const STEP_APPROVERS_MAX = 20;

export const ChainKindParams = z.object({ kind: z.enum(CHAIN_KINDS) });

const ChainStep = z
  .object({
    // members by user id, or everyone of a role at the time of submission (not both)
    approverIds: z.array(z.string().min(1).max(64)).max(STEP_APPROVERS_MAX, `must have at most ${STEP_APPROVERS_MAX} entries`).optional().default([]),
    // the key of a role whose members may approve (offers.approve), checked when the chain is saved
    role: RoleKey.nullable().optional().default(null),
    mode: z.enum(["any", "all"]),
    // offers only: the step applies when the offer's yearly amount in `currency` is above `amount`
    minYearlyAmount: z.object({ amount: z.number().min(0).max(999_999_999_999), currency: CurrencyCode }).nullable().optional().default(null),
  })
  .refine((s) => (s.role === null) !== (s.approverIds.length === 0), { message: "name either approverIds or a role", path: ["approverIds"] })
  .refine((s) => new Set(s.approverIds).size === s.approverIds.length, { message: "must not name a member twice", path: ["approverIds"] });

// PUT /api/orgs/me/approval-chains/{kind}: the whole chain, in order; an empty list turns it off
export const ReplaceApprovalChainBody = z.object({
  steps: z.array(ChainStep).max(CHAIN_STEPS_MAX, `must have at most ${CHAIN_STEPS_MAX} steps`),
});
export type ReplaceApprovalChainBody = z.output<typeof ReplaceApprovalChainBody>;
export type ChainStepInput = ReplaceApprovalChainBody["steps"][number];
