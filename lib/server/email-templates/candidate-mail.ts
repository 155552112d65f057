import type { Tx } from "@/lib/db";
import { DEFAULT_TEMPLATES, renderEmail, type EmailTemplateKind, type TemplateValues } from "@/lib/mail/render-template";

// The organization's wording of a candidate e-mail (its own template, else the built-in one),
// rendered for one candidate and job.
export async function candidateMail(tx: Tx, organizationId: number, kind: EmailTemplateKind, values: TemplateValues) {
  const own = await tx.emailTemplate.findUnique({
    where: { organizationId_kind: { organizationId, kind } },
    select: { subject: true, body: true },
  });
  return renderEmail(own ?? DEFAULT_TEMPLATES[kind], values);
}
