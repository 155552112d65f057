import type { Tx } from "@/lib/db";
import { emailTranslator } from "@/lib/i18n/email-templates";
import { APPLY_WITHDRAWAL_LINK_TTL_MS, mintWithdrawalLink } from "./mint-withdrawal-link";

// The candidate's own link at the end of the received mail: following it withdraws in one step,
// without typing the e-mail again (docs/decisions/185).
export async function withdrawalLine(tx: Tx, applicationId: number, locale: string | undefined): Promise<string> {
  const { link } = await mintWithdrawalLink(tx, applicationId, APPLY_WITHDRAWAL_LINK_TTL_MS);
  return emailTranslator(locale)("withdrawalLine", { days: Math.round(APPLY_WITHDRAWAL_LINK_TTL_MS / 86_400_000), link });
}
