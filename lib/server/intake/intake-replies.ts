import { createTranslator } from "next-intl";
import type { Tx } from "@/lib/db";
import { CATALOGUES } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/locales";
import { queueMail } from "@/lib/mail/send-mail";

// What an application by e-mail that wrote nothing is answered (docs/decisions/498), in the
// sender's language: the address takes no applications, the résumé is missing, or the application
// is already there. Sent through the mail queue in the transaction that decided it.
export type IntakeReply =
  | { kind: "notTaking"; careersUrl: string }
  | { kind: "noResume"; jobTitle: string; candidateName: string }
  | { kind: "alreadyReceived"; jobTitle: string; candidateName: string };

export type ReplyTo = { organizationId: number; orgName: string; to: string; address: string; locale: Locale };

export async function queueIntakeReply(tx: Tx, recipient: ReplyTo, reply: IntakeReply): Promise<void> {
  const t = createTranslator({ locale: recipient.locale, messages: CATALOGUES[recipient.locale], namespace: "Email.intake" });
  const values = { ...reply, orgName: recipient.orgName, address: recipient.address };
  await queueMail(tx, {
    organizationId: recipient.organizationId,
    kind: "intake_reply",
    to: recipient.to,
    subject: t(`${reply.kind}.subject`, values),
    text: t(`${reply.kind}.body`, values),
  });
}

// The line the received mail ends with when the organization publishes a privacy policy: the
// applicant gave no consent on a form, so they are told where the policy is.
export function privacyLine(locale: Locale, orgName: string, url: string): string {
  return createTranslator({ locale, messages: CATALOGUES[locale], namespace: "Email.intake" })("privacyLine", { orgName, url });
}
