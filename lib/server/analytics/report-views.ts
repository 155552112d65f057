import type { Caller } from "@/lib/auth/caller";
import { db, type Tx } from "@/lib/db";
import { BadRequest, Conflict, NotFound } from "@/lib/errors";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { FunnelQuery, MAX_REPORT_VIEWS, RANGE_DAYS, TrendsQuery, type CreateReportViewBody, type ReportView, type UpdateReportViewBody } from "@/lib/schemas/funnel";
import { MetricsQuery } from "@/lib/schemas/metrics";

// A person's saved report views (issue 50 item 2). The table's policy admits the caller's own rows
// only, so another person's view is a 404 here like one that does not exist.

const NAME_TAKEN = "You have a saved view of that name already; choose another name";
// advisory lock class for "the saved views of one person": the 50 are counted under it
const REPORT_VIEW_LOCK = 7491;

type Kind = ReportView["kind"];
type Params = Record<string, string>;
type Row = { id: number; name: string; kind: string; params: unknown; emailWeekly: boolean; createdAt: Date; updatedAt: Date };
const SELECT = { id: true, name: true, kind: true, params: true, emailWeekly: true, createdAt: true, updatedAt: true } as const;

function toView(row: Row): ReportView {
  return { id: row.id, name: row.name, kind: row.kind as Kind, params: row.params as Params, emailWeekly: row.emailWeekly, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

// The query a view's params name, read at `at`: a `range` is the days up to that moment, as the
// reports page picks it; otherwise the params are the kind's query as its endpoint takes them.
export function viewQuery(kind: "funnel", params: Params, at: Date): ReturnType<typeof FunnelQuery.safeParse>;
export function viewQuery(kind: "trends", params: Params, at: Date): ReturnType<typeof TrendsQuery.safeParse>;
export function viewQuery(kind: "metrics", params: Params, at: Date): ReturnType<typeof MetricsQuery.safeParse>;
export function viewQuery(kind: Kind, params: Params, at: Date): ReturnType<typeof FunnelQuery.safeParse | typeof TrendsQuery.safeParse | typeof MetricsQuery.safeParse>;
export function viewQuery(kind: Kind, params: Params, at: Date) {
  const { range, ...rest } = params;
  const query: Params = { ...rest };
  if (range !== undefined && range in RANGE_DAYS && rest.from === undefined && rest.to === undefined) {
    query.to = at.toISOString();
    query.from = new Date(at.getTime() - RANGE_DAYS[range as keyof typeof RANGE_DAYS] * 86_400_000).toISOString();
  }
  if (kind === "funnel") return FunnelQuery.safeParse(query);
  if (kind === "trends") return TrendsQuery.safeParse(query);
  return MetricsQuery.safeParse(query);
}

const METRICS_KEYS = new Set(["range", "from", "to", "jobId"]);

function refuseInvalidParams(kind: Kind, params: Params): void {
  const details: { path: string; message: string }[] = [];
  if (params.range !== undefined && !(params.range in RANGE_DAYS)) details.push({ path: "params.range", message: "must be 30d, 90d or all" });
  if (params.range !== undefined && (params.from !== undefined || params.to !== undefined)) details.push({ path: "params.range", message: "give `range` or `from`/`to`, not both" });
  if (kind === "metrics") for (const key of Object.keys(params)) if (!METRICS_KEYS.has(key)) details.push({ path: `params.${key}`, message: "the metrics take no such parameter" });
  if (kind === "trends" && params.groupBy !== undefined) details.push({ path: "params.groupBy", message: "the trends take no such parameter" });
  const parsed = viewQuery(kind, params, new Date());
  if (!parsed.success) for (const issue of parsed.error.issues) details.push({ path: ["params", ...issue.path.map(String)].join("."), message: issue.message });
  if (details.length) throw new BadRequest("Invalid body: the view's params are not a query of its kind", details);
}

// GET /api/report-views
export async function listReportViews(): Promise<ReportView[]> {
  const rows = await db.reportView.findMany({ select: SELECT, orderBy: [{ name: "asc" }, { id: "asc" }] });
  return rows.map(toView);
}

// POST /api/report-views
export async function createReportView(caller: Caller, body: CreateReportViewBody): Promise<ReportView> {
  refuseInvalidParams(body.kind, body.params as Params);
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${REPORT_VIEW_LOCK}::int4, hashtext(${caller.userId}))`;
    const [{ count }] = await tx.$queryRaw<{ count: number }[]>`SELECT count(*)::int AS count FROM report_views`;
    if (count >= MAX_REPORT_VIEWS) throw new Conflict(`You have ${MAX_REPORT_VIEWS} saved views, the most one person may keep: delete one first`);
    await refuseTakenName(tx, body.name);
    const row = await tx.reportView.create({
      data: { organizationId: caller.orgId, userId: caller.userId, name: body.name, kind: body.kind, params: body.params, emailWeekly: body.emailWeekly },
      select: SELECT,
    });
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "report_view.created",
      targetType: "report_view",
      targetId: row.id,
      targetLabel: row.name,
      metadata: { kind: row.kind, emailWeekly: row.emailWeekly },
    });
    return toView(row);
  });
}

// PATCH /api/report-views/{id}
export async function updateReportView(caller: Caller, id: number, body: UpdateReportViewBody): Promise<ReportView> {
  return db.$transaction(async (tx) => {
    const [before] = await tx.$queryRaw<Row[]>`
      SELECT id, name, kind, params, email_weekly AS "emailWeekly", created_at AS "createdAt", updated_at AS "updatedAt" FROM report_views WHERE id = ${id} FOR UPDATE`;
    if (!before) throw new NotFound("Report view");
    if (body.params !== undefined) refuseInvalidParams(before.kind as Kind, body.params as Params);
    if (body.name !== undefined && body.name.toLowerCase() !== before.name.toLowerCase()) await refuseTakenName(tx, body.name);
    const after = { name: body.name ?? before.name, params: (body.params ?? before.params) as Params, emailWeekly: body.emailWeekly ?? before.emailWeekly };
    const changed = [
      ...(after.name !== before.name ? ["name"] : []),
      ...(JSON.stringify(after.params) !== JSON.stringify(before.params) ? ["params"] : []),
      ...(after.emailWeekly !== before.emailWeekly ? ["emailWeekly"] : []),
    ];
    if (changed.length === 0) return toView(before);
    const row = await tx.reportView.update({ where: { id }, data: after, select: SELECT });
    await recordAudit(tx, actorOf(caller), {
      organizationId: caller.orgId,
      action: "report_view.updated",
      targetType: "report_view",
      targetId: id,
      targetLabel: before.name,
      metadata: {
        changed,
        ...(changed.includes("name") ? { before: { name: before.name }, after: { name: after.name } } : {}),
        ...(changed.includes("emailWeekly") ? { emailWeekly: after.emailWeekly } : {}),
      },
    });
    return toView(row);
  });
}

// DELETE /api/report-views/{id}
export async function deleteReportView(caller: Caller, id: number): Promise<void> {
  await db.$transaction(async (tx) => {
    const [view] = await tx.$queryRaw<{ name: string }[]>`DELETE FROM report_views WHERE id = ${id} RETURNING name`;
    if (!view) throw new NotFound("Report view");
    await recordAudit(tx, actorOf(caller), { organizationId: caller.orgId, action: "report_view.deleted", targetType: "report_view", targetId: id, targetLabel: view.name });
  });
}

// The unique index says so too; asked first, the answer is a 409 with words instead of a 500
async function refuseTakenName(tx: Tx, name: string): Promise<void> {
  const [taken] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM report_views WHERE lower(name) = lower(${name}) LIMIT 1`;
  if (taken) throw new Conflict(NAME_TAKEN);
}
