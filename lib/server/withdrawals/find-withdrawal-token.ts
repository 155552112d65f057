import { hashSecret } from "@/lib/auth/api-keys";
import type { Tx } from "@/lib/db";
import { NotFound } from "@/lib/errors";
import { publicOrganizationSelect, type WithdrawalState } from "@/lib/schemas/public";
import { now } from "@/lib/clock";

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

export const withdrawalTokenSelect = {
  id: true,
  expiresAt: true,
  usedAt: true,
  application: {
    select: {
      id: true,
      organizationId: true,
      status: true,
      currentStageId: true,
      candidateName: true,
      job: { select: { title: true, organization: { select: publicOrganizationSelect } } },
    },
  },
} as const;

// The token row behind a withdrawal link, by the hash of the token; anything else is not found.
export async function findWithdrawalToken(tx: Tx, token: string) {
  if (!TOKEN_PATTERN.test(token)) throw new NotFound("Withdrawal link");
  const row = await tx.withdrawalToken.findUnique({ where: { tokenHash: hashSecret(token) }, select: withdrawalTokenSelect });
  if (!row) throw new NotFound("Withdrawal link");
  return row;
}

type TokenRow = Awaited<ReturnType<typeof findWithdrawalToken>>;

// withdrawn wins (the holder of the link is the candidate); a used, expired link or an application
// the team has already closed can no longer withdraw anything.
export function withdrawalStateOf(row: TokenRow, at = now()): WithdrawalState {
  if (row.application.status === "withdrawn") return "withdrawn";
  if (row.usedAt || row.expiresAt <= at || row.application.status !== "active") return "expired";
  return "pending";
}
