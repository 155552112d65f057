import { can, type Caller } from "@/lib/auth/caller";
import { refusalOf } from "@/lib/auth/permissions";
import { db, type Tx } from "@/lib/db";
import { BadRequest, Conflict, Forbidden, NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";
import type { LetterTemplateBody } from "@/lib/schemas/offer";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { unknownMergeFields } from "./offer-letter";

const select = { id: true, name: true, body: true, createdAt: true, updatedAt: true } as const;

// Who sees offers reads the letters (`offers.view`, declared by the list's route; the policy hides
// them from everyone else); who keeps the shared templates writes them (`templates.manage`, declared
// by the writes' routes) and must see offers too, which only this checks: a role may keep message
// templates and question sets without seeing a salary.
function assertWriter(caller: Caller) {
  if (!can(caller, "offers.view")) throw new Forbidden(refusalOf("offers.view"));
}

function checkFields(body: string) {
  const unknown = unknownMergeFields(body);
  if (unknown.length > 0) {
    const message = `names unknown merge fields: ${unknown.map((f) => `{{${f}}}`).join(", ")}`;
    throw new BadRequest(`Invalid body: body ${message}`, [{ path: "body", message }]);
  }
}

async function refuseTakenName(tx: Tx, name: string, except: number | null) {
  const [taken] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM offer_letter_templates WHERE lower(name) = lower(${name}) AND id IS DISTINCT FROM ${except}::integer LIMIT 1`;
  if (taken) throw new Conflict("An offer letter of that name exists already; choose another name");
}

// GET /api/offer-letter-templates: alphabetical
export async function listLetterTemplates(_caller: Caller) {
  return { templates: await db.offerLetterTemplate.findMany({ select, orderBy: [{ name: "asc" }, { id: "asc" }] }) };
}

// POST /api/offer-letter-templates
export async function createLetterTemplate(caller: Caller, input: LetterTemplateBody) {
  assertWriter(caller);
  checkFields(input.body);
  return db.$transaction(async (tx) => {
    await refuseTakenName(tx, input.name, null);
    const template = await tx.offerLetterTemplate.create({ data: { organizationId: caller.orgId, name: input.name, body: input.body }, select });
    await recordAudit(tx, actorOf(caller), { organizationId: caller.orgId, action: "offer_letter.created", targetType: "offer_letter", targetId: template.id, targetLabel: template.name });
    return { template };
  });
}

// PUT /api/offer-letter-templates/{id}: offers already sent keep the letter they were sent with
export async function updateLetterTemplate(caller: Caller, id: number, input: LetterTemplateBody) {
  assertWriter(caller);
  checkFields(input.body);
  if (!isStorableId(id)) throw new NotFound("Offer letter");
  return db.$transaction(async (tx) => {
    const before = await tx.offerLetterTemplate.findFirst({ where: { id }, select });
    if (!before) throw new NotFound("Offer letter");
    await refuseTakenName(tx, input.name, id);
    const template = await tx.offerLetterTemplate.update({ where: { id }, data: { name: input.name, body: input.body }, select });
    await recordAudit(tx, actorOf(caller), { organizationId: caller.orgId, action: "offer_letter.updated", targetType: "offer_letter", targetId: id, targetLabel: before.name, metadata: { before: { name: before.name }, after: { name: template.name } } });
    return { template };
  });
}

// DELETE /api/offer-letter-templates/{id}: offers that named it fall back to the built-in letter
export async function deleteLetterTemplate(caller: Caller, id: number) {
  assertWriter(caller);
  if (!isStorableId(id)) throw new NotFound("Offer letter");
  await db.$transaction(async (tx) => {
    const found = await tx.offerLetterTemplate.findFirst({ where: { id }, select: { name: true } });
    if (!found) throw new NotFound("Offer letter");
    await tx.offerLetterTemplate.delete({ where: { id } });
    await recordAudit(tx, actorOf(caller), { organizationId: caller.orgId, action: "offer_letter.deleted", targetType: "offer_letter", targetId: id, targetLabel: found.name });
  });
  return { ok: true as const };
}

// An offer's template must be one of the organization's (400 naming the field otherwise)
export async function assertLetterTemplate(tx: Tx, id: number | null | undefined) {
  if (id === null || id === undefined) return;
  const found = isStorableId(id) ? await tx.offerLetterTemplate.findFirst({ where: { id }, select: { id: true } }) : null;
  if (!found) throw new BadRequest("Invalid body: letterTemplateId is not an offer letter of this organization", [{ path: "letterTemplateId", message: "is not an offer letter of this organization" }]);
}
