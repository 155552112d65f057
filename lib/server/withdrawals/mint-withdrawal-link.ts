import { generateToken, hashSecret } from "@/lib/auth/api-keys";
import type { Tx } from "@/lib/db";
import { withdrawalLink } from "@/lib/mail/secret-links";
import { nowMs } from "@/lib/clock";

// Asked for on the careers site (endpoint 17): the link works for a day.
export const WITHDRAWAL_LINK_TTL_MS = 24 * 60 * 60 * 1000;
// Sent with "application received": the candidate may change their mind later in the process
// (docs/decisions/185); it still works once only, and only while the application is open.
export const APPLY_WITHDRAWAL_LINK_TTL_MS = 90 * 24 * 60 * 60 * 1000;

// A single-use withdrawal link for an application, stored (as a hash) in the caller's transaction.
export async function mintWithdrawalLink(tx: Tx, applicationId: number, ttlMs: number): Promise<{ link: string; expiresAt: Date }> {
  const token = generateToken();
  const expiresAt = new Date(nowMs() + ttlMs);
  await tx.withdrawalToken.create({ data: { applicationId, tokenHash: hashSecret(token), expiresAt } });
  return { link: withdrawalLink(token), expiresAt };
}
