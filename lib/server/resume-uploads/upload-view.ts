import type { z } from "zod";
import { db } from "@/lib/db";
import { MAX_UPLOAD_FILES } from "@/lib/schemas/resume-upload";
import type { ResumeUpload, ResumeUploadDuplicate, ResumeUploadItem, ResumeUploadSummary } from "@/lib/schemas/responses/resume-upload";
import type { ResumeDuplicate } from "@/lib/server/candidates/merge/find-duplicates";

type Summary = z.output<typeof ResumeUploadSummary>;
type ItemView = z.output<typeof ResumeUploadItem>;
type Counts = Summary["counts"];

export const itemViewSelect = {
  id: true,
  fileName: true,
  status: true,
  reason: true,
  name: true,
  email: true,
  phone: true,
  duplicates: true,
  candidateId: true,
  applicationId: true,
  decidedByName: true,
  createdAt: true,
  finishedAt: true,
} as const;

type ItemRow = { id: number; fileName: string; status: string; reason: string | null; name: string | null; email: string | null; phone: string | null; duplicates: unknown; candidateId: number | null; applicationId: number | null; decidedByName: string | null; createdAt: Date; finishedAt: Date | null };
type UploadRow = { id: number; jobId: number; createdByName: string; createdAt: Date };

export function countsOf(statuses: { status: string; n: number }[]): Counts {
  const counts: Counts = { total: 0, queued: 0, created: 0, duplicate: 0, merged: 0, skipped: 0, unreadable: 0 };
  for (const { status, n } of statuses) {
    counts.total += n;
    if (status in counts) counts[status as keyof Counts] += n;
  }
  return counts;
}

export function toSummary(row: UploadRow, counts: Counts): Summary {
  const status = counts.queued > 0 ? "reading" : counts.duplicate > 0 ? "waiting" : "done";
  return { id: row.id, jobId: row.jobId, status, limit: MAX_UPLOAD_FILES, counts, createdBy: row.createdByName, createdAt: row.createdAt.toISOString() };
}

// The duplicates as the caller sees them: the candidates' rows read under the caller's policies, so
// one the caller may not see is left out rather than named.
export async function duplicateViews(rows: ItemRow[]): Promise<Map<number, z.output<typeof ResumeUploadDuplicate>>> {
  const ids = [...new Set(rows.flatMap((row) => (row.status === "duplicate" ? (row.duplicates as ResumeDuplicate[]).map((d) => d.candidateId) : [])))];
  if (ids.length === 0) return new Map();
  const candidates = await db.candidate.findMany({ where: { id: { in: ids }, erasedAt: null }, select: { id: true, name: true, email: true, phone: true } });
  return new Map(candidates.map((c) => [c.id, { candidateId: c.id, name: c.name, email: c.email, phone: c.phone, reasons: [] }]));
}

export function toItem(row: ItemRow, seen: Map<number, z.output<typeof ResumeUploadDuplicate>>): ItemView {
  const duplicates =
    row.status === "duplicate"
      ? (row.duplicates as ResumeDuplicate[]).flatMap((d) => {
          const candidate = seen.get(d.candidateId);
          return candidate ? [{ ...candidate, reasons: d.reasons }] : [];
        })
      : [];
  return {
    id: row.id,
    fileName: row.fileName,
    status: row.status as ItemView["status"],
    reason: row.reason as ItemView["reason"],
    name: row.name,
    email: row.email,
    phone: row.phone,
    duplicates,
    candidateId: row.candidateId,
    applicationId: row.applicationId,
    decidedBy: row.decidedByName,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export async function itemView(row: ItemRow): Promise<ItemView> {
  return toItem(row, await duplicateViews([row]));
}

export type UploadView = z.output<typeof ResumeUpload>;
