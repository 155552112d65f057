import { generateToken, hashSecret } from "@/lib/auth/api-keys";
import { nowMs } from "@/lib/clock";
import type { Tx } from "@/lib/db";
import { emailTranslator } from "@/lib/i18n/email-templates";
import { applicationPageLink } from "@/lib/mail/secret-links";

// A page link works for 180 days from the mail that carried it: longer than nearly every hiring
// process (so the link in the "application received" mail still opens the page at the offer), short
// enough that a mailbox found years later opens nothing. Each mail mints its own token, since only
// hashes are stored; the careers site sends fresh ones on request (docs/decisions/493).
export const APPLICATION_LINK_TTL_MS = 180 * 24 * 60 * 60 * 1000;

// A new link to the candidate's page of one application, stored as its hash in the caller's transaction.
export async function mintApplicationLink(tx: Tx, applicationId: number): Promise<string> {
  const token = generateToken();
  // createMany: the careers site's scope writes the row without reading it back (decision 467)
  await tx.applicationToken.createMany({ data: { applicationId, tokenHash: hashSecret(token), expiresAt: new Date(nowMs() + APPLICATION_LINK_TTL_MS) } });
  return applicationPageLink(token);
}

// The line every e-mail to a candidate ends with, in the candidate's language.
export async function applicationPageLine(tx: Tx, applicationId: number, locale: string | null | undefined): Promise<string> {
  return emailTranslator(locale)("applicationPageLine", { link: await mintApplicationLink(tx, applicationId) });
}
