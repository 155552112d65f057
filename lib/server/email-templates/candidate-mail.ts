import type { Tx } from "@/lib/db";
import { defaultTemplate } from "@/lib/i18n/email-templates";
import { renderEmail, type EmailTemplateKind, type TemplateValues } from "@/lib/mail/render-template";

// The organization's wording of a candidate e-mail (its own template, as it wrote it), else the
// built-in one in the language the candidate applied in (docs/decisions/363), rendered for one
// candidate and job.
export async function candidateMail(tx: Tx, organizationId: number, kind: EmailTemplateKind, values: TemplateValues, locale: string = "en") {
  const own = await tx.emailTemplate.findUnique({
    // named: the public apply runs as the owner, whom no policy limits
    where: { organizationId_kind: { organizationId, kind } },
    select: { subject: true, body: true },
  });
  return renderEmail(own ?? defaultTemplate(kind, locale), values);
}
