import type { Caller } from "@/lib/auth/caller";
import { db, type Tx } from "@/lib/db";
import { Conflict } from "@/lib/errors";
import type { CreateMessageTemplateBody, UpdateMessageTemplateBody } from "@/lib/schemas/message-template";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { lockTemplate, templateById, type TemplateView } from "./template-access";

const NAME_TAKEN = "A message template of that name exists already; choose another name";

// Kept by who holds `templates.manage`, which their routes declare.

// POST /api/message-templates
export async function createTemplate(caller: Caller, body: CreateMessageTemplateBody): Promise<TemplateView> {
  return db.$transaction(async (tx) => {
    await refuseTakenName(tx, body.name);
    const row = await tx.messageTemplate.create({
      data: { organizationId: caller.orgId, name: body.name, subject: body.subject, body: body.body, createdById: caller.userId },
      select: { id: true },
    });
    await recordAudit(tx, actorOf(caller), { organizationId: caller.orgId, action: "message_template.created", targetType: "message_template", targetId: row.id, targetLabel: body.name });
    return templateById(row.id, tx);
  });
}

// PATCH /api/message-templates/{id}: audited with what changed (names only for subject and body)
export async function updateTemplate(caller: Caller, id: number, body: UpdateMessageTemplateBody): Promise<TemplateView> {
  return db.$transaction(async (tx) => {
    const before = await lockTemplate(tx, id);
    if (body.name !== undefined && body.name.toLowerCase() !== before.name.toLowerCase()) await refuseTakenName(tx, body.name);
    const after = { name: body.name ?? before.name, subject: body.subject ?? before.subject, body: body.body ?? before.body };
    const changed = (["name", "subject", "body"] as const).filter((field) => after[field] !== before[field]);
    if (changed.length > 0) {
      await tx.messageTemplate.update({ where: { id }, data: after });
      await recordAudit(tx, actorOf(caller), {
        organizationId: caller.orgId,
        action: "message_template.updated",
        targetType: "message_template",
        targetId: id,
        targetLabel: before.name,
        metadata: { changed, ...(changed.includes("name") ? { before: { name: before.name }, after: { name: after.name } } : {}) },
      });
    }
    return templateById(id, tx);
  });
}

// DELETE /api/message-templates/{id}: messages written from it keep their text
export async function deleteTemplate(caller: Caller, id: number): Promise<void> {
  await db.$transaction(async (tx) => {
    const template = await lockTemplate(tx, id);
    await tx.messageTemplate.delete({ where: { id } });
    await recordAudit(tx, actorOf(caller), { organizationId: caller.orgId, action: "message_template.deleted", targetType: "message_template", targetId: id, targetLabel: template.name });
  });
}

// The unique index says so too; asked first, the answer is a 409 with words instead of a 500
async function refuseTakenName(tx: Tx, name: string): Promise<void> {
  const [taken] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM message_templates WHERE lower(name) = lower(${name}) LIMIT 1`;
  if (taken) throw new Conflict(NAME_TAKEN);
}
