import { db } from "@/lib/db";
import type { PublicOrganization, WithdrawalState } from "@/lib/schemas/public";
import { findWithdrawalToken, withdrawalStateOf } from "./find-withdrawal-token";
import { asHolderOf } from "@/lib/server/public/public-scope";

export type Withdrawal = { state: WithdrawalState; jobTitle: string; organizationName: string };

// What a withdrawal link would do, shown before the candidate confirms, and the organization whose
// careers header and link frame the page.
export async function getWithdrawal(token: string): Promise<{ withdrawal: Withdrawal; organization: PublicOrganization }> {
  return asHolderOf("withdrawal", token, async () => {
    const row = await findWithdrawalToken(db, token);
    const organization = row.application.job.organization;
    return {
      withdrawal: { state: withdrawalStateOf(row), jobTitle: row.application.job.title, organizationName: organization.name },
      organization,
    };
  });
}
