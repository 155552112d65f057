import { db } from "@/lib/db";
import type { WithdrawalState } from "@/lib/schemas/public";
import { findWithdrawalToken, withdrawalStateOf } from "./find-withdrawal-token";

export type Withdrawal = { state: WithdrawalState; jobTitle: string; organizationName: string };

// What a withdrawal link would do, shown before the candidate confirms.
export async function getWithdrawal(token: string): Promise<Withdrawal> {
  const row = await findWithdrawalToken(db, token);
  return {
    state: withdrawalStateOf(row),
    jobTitle: row.application.job.title,
    organizationName: row.application.job.organization.name,
  };
}
