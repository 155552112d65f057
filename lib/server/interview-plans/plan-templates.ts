import { db, type Tx } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { Conflict, NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";
import { TemplatePlan, type CreatePlanTemplateBody } from "@/lib/schemas/interview-plan";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { planByStageName } from "./plan-source";

const templateSelect = { id: true, name: true, plan: true, createdAt: true } as const;
type TemplateRow = { id: number; name: string; plan: unknown; createdAt: Date };

// A template as listed: what it plans, never its kits' text (GET of a job's plan shows that once applied)
function toSummary(row: TemplateRow) {
  const parsed = TemplatePlan.safeParse(row.plan);
  const stages = parsed.success ? parsed.data.stages : [];
  return {
    id: row.id,
    name: row.name,
    stageNames: stages.map((s) => s.stageName),
    interviewCount: stages.reduce((n, s) => n + s.interviews.length, 0),
    createdAt: row.createdAt.toISOString(),
  };
}

// GET /api/interview-plan-templates: every member reads the organization's templates (the policy)
export async function listPlanTemplates() {
  const rows = await db.interviewPlanTemplate.findMany({ orderBy: [{ name: "asc" }, { id: "asc" }], select: templateSelect });
  return { templates: rows.map(toSummary) };
}

// POST /api/interview-plan-templates: the current plan of a job the caller sees, copied by stage name
export async function createPlanTemplate(caller: Caller, body: CreatePlanTemplateBody) {
  return db.$transaction(async (tx) => {
    const { title, plan } = await planByStageName(tx, body.fromJobId);
    const clash = await tx.interviewPlanTemplate.findFirst({ where: { name: { equals: body.name, mode: "insensitive" } }, select: { id: true } });
    if (clash) throw new Conflict(`A plan template named "${body.name}" already exists`);
    const row = await tx.interviewPlanTemplate.create({
      data: { organizationId: caller.orgId, name: body.name, plan, createdById: caller.userId },
      select: templateSelect,
    });
    const template = toSummary(row);
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "interview_plan_template.created",
      targetType: "interview_plan_template",
      targetId: row.id,
      targetLabel: body.name,
      metadata: { name: body.name, jobId: body.fromJobId, job: title, interviews: template.interviewCount, stages: template.stageNames.length },
    });
    return template;
  });
}

// DELETE /api/interview-plan-templates/{id}: no job references a template, so it simply goes
export async function deletePlanTemplate(caller: Caller, id: number) {
  if (!isStorableId(id)) throw new NotFound("Template");
  return db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ name: string }[]>`SELECT name FROM interview_plan_templates WHERE id = ${id} FOR UPDATE`;
    if (!row) throw new NotFound("Template");
    await tx.interviewPlanTemplate.delete({ where: { id } });
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "interview_plan_template.deleted",
      targetType: "interview_plan_template",
      targetId: id,
      targetLabel: row.name,
      metadata: { name: row.name },
    });
  });
}

// A template's plan as stored, for applying it (404 when not the caller's organization's)
export async function templatePlan(tx: Tx, id: number) {
  if (!isStorableId(id)) throw new NotFound("Template");
  const row = await tx.interviewPlanTemplate.findFirst({ where: { id }, select: { name: true, plan: true } });
  if (!row) throw new NotFound("Template");
  return { name: row.name, plan: TemplatePlan.parse(row.plan) };
}
