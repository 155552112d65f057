import { db, type Tx } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { DEFAULT_TEMPLATES, PLACEHOLDERS, type EmailTemplateKind } from "@/lib/mail/render-template";

// The organization's candidate e-mails as they will be sent: its own wording where it wrote one,
// else the built-in text. Any member may read them (the reject dialog previews the rejection).
export async function getEmailTemplates(caller: Caller, tx: Tx = db) {
  const own = await tx.emailTemplate.findMany({ select: { kind: true, subject: true, body: true } });
  const of = (kind: EmailTemplateKind) => {
    const found = own.find((t) => t.kind === kind);
    return found ? { subject: found.subject, body: found.body, isDefault: false } : { ...DEFAULT_TEMPLATES[kind], isDefault: true };
  };
  return {
    templates: { applicationReceived: of("application_received"), rejection: of("rejection") },
    placeholders: PLACEHOLDERS.map((p) => `{{${p}}}`),
  };
}
