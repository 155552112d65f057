import type { Caller } from "@/lib/auth/caller";
import { db, type Tx } from "@/lib/db";
import { NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";

export type TemplateView = { id: number; name: string; subject: string; body: string; createdAt: Date; updatedAt: Date };
const select = { id: true, name: true, subject: true, body: true, createdAt: true, updatedAt: true } as const;

// Templates are read by whoever writes to candidates (messages.send) and kept by whoever keeps the
// shared templates (templates.manage), as their routes declare (decision 405, their endpoints' `need`):
// a caller who writes no messages gets 403 on every one.

// GET /api/message-templates: the organization's, alphabetical (the policies keep it to the caller's)
export async function listTemplates(_caller: Caller): Promise<TemplateView[]> {
  const rows = await db.messageTemplate.findMany({ select });
  return rows.sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: "base" }) || a.id - b.id);
}

export async function templateById(id: number, client: Tx | typeof db = db): Promise<TemplateView> {
  if (!isStorableId(id)) throw new NotFound("Message template");
  const row = await client.messageTemplate.findUnique({ where: { id }, select });
  if (!row) throw new NotFound("Message template");
  return row;
}

// The template, locked for a change; 404 when it is not the caller's organization's.
export async function lockTemplate(tx: Tx, id: number): Promise<{ id: number; name: string; subject: string; body: string }> {
  if (!isStorableId(id)) throw new NotFound("Message template");
  const [row] = await tx.$queryRaw<{ id: number; name: string; subject: string; body: string }[]>`
    SELECT id, name, subject, body FROM message_templates WHERE id = ${id} FOR UPDATE`;
  if (!row) throw new NotFound("Message template");
  return row;
}
