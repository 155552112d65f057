import { Email, Name } from "@/lib/schemas/common";
import { Source } from "@/lib/schemas/source";
import type { ImportNote, ImportRow } from "./import-row";

// What one import row becomes, the same for the batch written at once (write-batch.ts) and for a
// batch written row by row (run-import.ts): the checks that need no database, and the values written.

export type Job = { id: number; title: string };
export type Outcome = "imported" | "skipped" | { error: string };
export type RowStatus = "active" | "rejected" | "hired";

const STATUSES = new Set(["active", "rejected", "hired"]);
const TAG_MAX = 40;
const NOTE_MAX = 10_000;
const SOURCE_NAMES: Record<string, string> = { csv: "a spreadsheet", greenhouse: "Greenhouse", lever: "Lever" };

// a row's name, e-mail and status as written, or why the row cannot be imported
export function checkRow(row: ImportRow): { name: string; email: string; status: RowStatus } | { error: string } {
  if (row.problem) return { error: row.problem };
  const name = Name.safeParse(row.name);
  if (!name.success) return { error: `name ${name.error.issues[0].message}` };
  const email = Email.safeParse(row.email);
  if (!email.success) return { error: row.email ? `e-mail "${row.email.slice(0, 80)}" ${email.error.issues[0].message}` : "has no e-mail address" };
  const status = row.status ?? "active";
  if (!STATUSES.has(status)) return { error: `status "${status.slice(0, 40)}" is not active, rejected or hired` };
  return { name: name.data, email: email.data, status: status as RowStatus };
}

// the source's own id of what the row writes, as import_records keeps it
export const rowKey = (row: ImportRow) => row.key.slice(0, 500);

// the job a row names: by id (a spreadsheet's number) or by title, case-insensitively
export const jobKey = (row: ImportRow) => (row.jobId ? `#${row.jobId}` : (row.job ?? "").toLowerCase());

export const noJob = (row: ImportRow) => ({ error: `no job ${row.jobId ? `with id ${row.jobId}` : `titled "${(row.job ?? "").slice(0, 100)}"`} in this organization` });

export const noStages = (job: Job) => ({ error: `the job "${job.title}" has no stages` });

export const ERASED = { error: "the candidate with this e-mail had their data erased" };

export const rowPhone = (row: ImportRow) => row.phone?.slice(0, 100) ?? null;

// the application's dates and source: applied when the source says (else now), closed then unless active
export function applicationFields(row: ImportRow, status: RowStatus, at: Date) {
  const appliedAt = row.appliedAt ? new Date(row.appliedAt) : at;
  const closedAt = status === "active" ? null : appliedAt;
  const source = row.source ? Source.safeParse(row.source) : null;
  return { appliedAt, closedAt, hiredAt: status === "hired" ? closedAt : null, source: source?.success ? source.data || null : null };
}

// each tag once, trimmed to the length a tag may have
export const rowTags = (row: ImportRow) => [...new Set(row.tags.map((t) => t.trim().slice(0, TAG_MAX).trim()).filter(Boolean))];

export function noteFields(note: ImportNote, source: string) {
  return { authorName: `${note.author ?? "Unknown"} (imported from ${SOURCE_NAMES[source] ?? source})`.slice(0, 200), body: note.body.slice(0, NOTE_MAX), createdAt: note.createdAt ? new Date(note.createdAt) : null };
}

export function databaseReason(error: unknown): string {
  const code = (error as { code?: string }).code;
  return code ? `database refused it, ${code}` : "database refused it";
}
