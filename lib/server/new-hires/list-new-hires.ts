import { now } from "@/lib/clock";
import { db } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { page } from "@/lib/api/paging";
import { NotFound } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { isStorableId } from "@/lib/schemas/common";
import type { ExportFormat, ExportNewHiresQuery, ListNewHiresQuery } from "@/lib/schemas/new-hire";
import { actorOf, recordAudit } from "@/lib/server/audit/record-audit";
import { newHireSelect, toNewHireView, type NewHireView } from "./new-hire-view";
import { newHiresCsv } from "./new-hires-csv";

// the most one export holds; a larger organization narrows it by job or `since`
const EXPORT_LIMIT = 5000;

function where(filters: { jobId?: number; applicationId?: number; since?: Date }): Prisma.NewHireWhereInput {
  return {
    ...(filters.jobId !== undefined ? { jobId: filters.jobId } : {}),
    ...(filters.applicationId !== undefined ? { applicationId: filters.applicationId } : {}),
    ...(filters.since ? { createdAt: { gte: filters.since } } : {}),
  };
}
const newestFirst = [{ createdAt: "desc" as const }, { id: "desc" as const }];

// GET /api/new-hires: the new hires whose accepted offer the caller may read (the policy on
// new_hires follows the offers'), newest first.
export async function listNewHires(_caller: Caller, query: ListNewHiresQuery) {
  const [rows, total] = await db.$transaction([
    db.newHire.findMany({ where: where(query), orderBy: newestFirst, take: query.limit, skip: query.offset, select: newHireSelect }),
    db.newHire.count({ where: where(query) }),
  ]);
  return { newHires: rows.map(toNewHireView), page: page(query, total) };
}

async function findNewHire(id: number): Promise<NewHireView> {
  if (!isStorableId(id)) throw new NotFound("New hire");
  const row = await db.newHire.findFirst({ where: { id }, select: newHireSelect });
  if (!row) throw new NotFound("New hire");
  return toNewHireView(row);
}

// GET /api/new-hires/{id}: 404 for whoever may not read the accepted offer
export async function getNewHire(_caller: Caller, id: number) {
  return { newHire: await findNewHire(id) };
}

export type NewHiresFile = { body: string; contentType: string; fileName: string };

function file(format: ExportFormat, hires: NewHireView[], name: string, exportedAt: Date): NewHiresFile {
  if (format === "csv") return { body: newHiresCsv(hires), contentType: "text/csv; charset=utf-8", fileName: `${name}.csv` };
  return { body: JSON.stringify({ exportedAt, newHires: hires }), contentType: "application/json", fileName: `${name}.json` };
}

// Exports carry salaries and personal data out of the product: as a candidate's export is, each is
// audited (new_hire.exported), with how many hires and the format, not the data. Reading the same
// hires through the JSON API is not an export and is not audited. The export routes declare
// `offers.view`; the policies then choose the rows.
async function auditExport(caller: Caller, target: { id: number | "list"; label?: string }, metadata: Record<string, unknown>) {
  await db.$transaction((tx) =>
    recordAudit(tx, actorOf(caller), { organizationId: caller.orgId, action: "new_hire.exported", targetType: "new_hire", targetId: target.id, targetLabel: target.label ?? null, metadata }),
  );
}

// GET /api/new-hires/{id}/export (JSON) and /export.csv: one hire as a download
export async function exportNewHire(caller: Caller, id: number, format: ExportFormat): Promise<NewHiresFile> {
  const hire = await findNewHire(id);
  await auditExport(caller, { id, label: `${hire.person.name} (${hire.job.title})` }, { format, count: 1 });
  return file(format, [hire], `new-hire-${id}`, now());
}

// GET /api/new-hires/export (JSON) and /export.csv, with the list's filters: its hires, not paged, newest first
export async function exportNewHires(caller: Caller, query: ExportNewHiresQuery, format: ExportFormat): Promise<NewHiresFile> {
  const rows = await db.newHire.findMany({ where: where(query), orderBy: newestFirst, take: EXPORT_LIMIT, select: newHireSelect });
  await auditExport(caller, { id: "list" }, { format, count: rows.length, jobId: query.jobId ?? null, since: query.since ?? null });
  return file(format, rows.map(toNewHireView), "new-hires", now());
}
