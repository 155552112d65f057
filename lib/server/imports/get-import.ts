import { page, type PageQuery } from "@/lib/api/paging";
import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db";
import { NotFound } from "@/lib/errors";
import { isStorableId } from "@/lib/schemas/common";
import { importSelect, importSummarySelect, toImport, toImportSummary } from "./import-view";

// GET /api/imports/{id}: the import's progress and its rows' errors. Another organization's is 404
// (the policies' tenancy), as is any for a caller without settings.manage (refused before, 403).
export async function getImport(_caller: Caller, id: number) {
  if (!isStorableId(id)) throw new NotFound("Import");
  const row = await db.import.findUnique({ where: { id }, select: importSelect });
  if (!row) throw new NotFound("Import");
  return { import: toImport(row) };
}

// GET /api/imports: newest first, without the errors (each has its count)
export async function listImports(_caller: Caller, query: PageQuery) {
  const [rows, total, counts] = await db.$transaction([
    db.import.findMany({ orderBy: { id: "desc" }, skip: query.offset, take: query.limit, select: importSummarySelect }),
    db.import.count(),
    db.$queryRaw<{ id: number; n: number }[]>`SELECT id, jsonb_array_length(errors) AS n FROM imports ORDER BY id DESC LIMIT ${query.limit} OFFSET ${query.offset}`,
  ]);
  const errorCount = new Map(counts.map((c) => [c.id, c.n]));
  return { imports: rows.map((row) => toImportSummary({ ...row, errorCount: errorCount.get(row.id) ?? 0 })), page: page(query, total) };
}
