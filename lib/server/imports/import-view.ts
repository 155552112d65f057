import type { z } from "zod";
import type { Import, ImportError, ImportSummary } from "@/lib/schemas/responses/import";

// What the API answers for an import; never its rows (the file's personal data stays in the table).
export const importSummarySelect = {
  id: true,
  status: true,
  format: true,
  fileName: true,
  dryRun: true,
  total: true,
  position: true,
  imported: true,
  skipped: true,
  failure: true,
  createdByName: true,
  createdAt: true,
  finishedAt: true,
} as const;
export const importSelect = { ...importSummarySelect, errors: true } as const;

type SummaryRow = { id: number; status: string; format: string; fileName: string | null; dryRun: boolean; total: number; position: number; imported: number; skipped: number; failure: string | null; createdByName: string; createdAt: Date; finishedAt: Date | null };

export function toImportSummary(row: SummaryRow & { errorCount: number }): z.output<typeof ImportSummary> {
  return {
    id: row.id,
    status: row.status as z.output<typeof ImportSummary>["status"],
    format: row.format as z.output<typeof ImportSummary>["format"],
    fileName: row.fileName,
    dryRun: row.dryRun,
    total: row.total,
    processed: row.position,
    imported: row.imported,
    skipped: row.skipped,
    errorCount: row.errorCount,
    failure: row.failure,
    createdBy: row.createdByName,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export function toImport(row: SummaryRow & { errors: unknown }): z.output<typeof Import> {
  const errors = row.errors as z.output<typeof ImportError>[];
  return { ...toImportSummary({ ...row, errorCount: errors.length }), errors };
}
