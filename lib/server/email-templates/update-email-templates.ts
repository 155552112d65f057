import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import type { EmailTemplateKind } from "@/lib/mail/render-template";
import type { UpdateEmailTemplatesBody } from "@/lib/schemas/email-template";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { getEmailTemplates } from "./get-email-templates";

// For `settings.manage`, which its route declares. Audited as organization.email_templates_updated with the kinds changed (the
// wording is the organization's, not personal data, but long: the entry names what changed).
export async function updateEmailTemplates(caller: Caller, body: UpdateEmailTemplatesBody) {
  return db.$transaction(async (tx) => {
    const changes: [EmailTemplateKind, UpdateEmailTemplatesBody["rejection"]][] = [
      ["application_received", body.applicationReceived],
      ["rejection", body.rejection],
    ];
    const changed: string[] = [];
    for (const [kind, template] of changes) {
      if (template === undefined) continue;
      // the organization's own template of this kind: the policies show only the caller's
      if (template === null) {
        const { count } = await tx.emailTemplate.deleteMany({ where: { kind } });
        if (count > 0) changed.push(kind);
        continue;
      }
      const before = await tx.emailTemplate.findFirst({ where: { kind }, select: { subject: true, body: true } });
      if (before?.subject === template.subject && before.body === template.body) continue;
      // one statement, so two admins saving the organization's first template of a kind at once both succeed
      await tx.$executeRaw`INSERT INTO email_templates (organization_id, kind, subject, body)
        VALUES (${caller.orgId}, ${kind}, ${template.subject}, ${template.body})
        ON CONFLICT (organization_id, kind) DO UPDATE SET subject = EXCLUDED.subject, body = EXCLUDED.body, updated_at = now()`;
      changed.push(kind);
    }
    if (changed.length > 0) {
      await recordAudit(tx, actorOf(caller), {
        organizationId: caller.orgId,
        action: "organization.email_templates_updated",
        targetType: "organization",
        targetId: caller.orgId,
        metadata: { templates: changed },
      });
    }
    return getEmailTemplates(caller, tx);
  });
}
