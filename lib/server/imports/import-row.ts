import { parse } from "csv-parse/sync";
import { BadRequest } from "@/lib/errors";
import type { ImportField, ImportFormat } from "@/lib/schemas/import";

// One row of an import, the same shape for every format (docs/decisions/496): what the queue's job
// writes, stored as JSON on the import so a resumed job reads exactly what the first one read.
// `key` is the source's own id of what the row writes (a Greenhouse application's id, a Lever
// opportunity's, a spreadsheet's e-mail and job): a key already imported is skipped.
export type ImportNote = { body: string; author: string | null; createdAt: string | null };
export type ImportRow = {
  row: number;
  key: string;
  name: string;
  email: string;
  phone: string | null;
  job: string | null;
  // a spreadsheet's job cell that is a number: the job's id here rather than its title
  jobId: number | null;
  stage: string | null;
  status: string | null;
  source: string | null;
  tags: string[];
  notes: ImportNote[];
  appliedAt: string | null;
  createdAt: string | null;
  // a problem found while reading (not an object, no e-mail): the row is listed with it, not written
  problem?: string;
};

export const MAX_IMPORT_ROWS = 20_000;

const text = (v: unknown): string | null => {
  if (typeof v === "number") return String(v);
  if (typeof v !== "string") return null;
  const t = v.trim();
  return t === "" ? null : t;
};
const time = (v: unknown): string | null => {
  if (v === null || v === undefined || v === "") return null;
  const d = typeof v === "number" ? new Date(v) : new Date(String(v));
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
};
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const record = (v: unknown): Record<string, unknown> => (v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

function blank(row: number, key: string): ImportRow {
  return { row, key, name: "", email: "", phone: null, job: null, jobId: null, stage: null, status: null, source: null, tags: [], notes: [], appliedAt: null, createdAt: null };
}

// The file's rows, or a 400 when the file as a whole cannot be read (not CSV, not JSON, no rows).
export function readImportFile(format: ImportFormat, bytes: Buffer, mapping: Record<string, ImportField> | undefined): ImportRow[] {
  const rows = format === "csv" ? readCsv(bytes, mapping ?? {}) : readJsonExport(format, bytes);
  if (rows.length === 0) throw fileProblem("has no rows to import");
  if (rows.length > MAX_IMPORT_ROWS) throw fileProblem(`has more than ${MAX_IMPORT_ROWS} rows; split it into several imports`);
  return rows;
}

function fileProblem(message: string) {
  return new BadRequest(`Invalid body: file: ${message}`, [{ path: "file", message }]);
}

// A spreadsheet saved as CSV: its first line names the columns, `mapping` says which column fills
// which field. Every cell stays text: a cell starting with = or @ is kept as written, never run
// (the CSV exports write it back with an apostrophe, lib/csv-cell.ts).
function readCsv(bytes: Buffer, mapping: Record<string, ImportField>): ImportRow[] {
  let records: string[][];
  try {
    records = parse(bytes, { bom: true, relax_column_count: true, skip_empty_lines: true, trim: false }) as string[][];
  } catch (error) {
    throw fileProblem(`is not a CSV file this can read (${(error as Error).message.slice(0, 200)})`);
  }
  const [header, ...lines] = records;
  if (!header) return [];
  const headers = header.map((h) => h.trim());
  for (const column of Object.keys(mapping)) if (!headers.includes(column.trim())) throw fileProblem(`has no column "${column}" named in the mapping`);
  const columnOf = (field: ImportField) => {
    const entry = Object.entries(mapping).find(([, f]) => f === field);
    return entry ? headers.indexOf(entry[0].trim()) : -1;
  };
  const at = Object.fromEntries((["name", "email", "phone", "job", "stage", "status", "source", "tags", "notes", "applied_at"] as const).map((f) => [f, columnOf(f)])) as Record<ImportField, number>;
  return lines.map((cells, i) => {
    const cell = (field: ImportField) => (at[field] >= 0 ? text(cells[at[field]]) : null);
    const email = (cell("email") ?? "").toLowerCase();
    const job = cell("job");
    const row = blank(i + 2, `${email}|${(job ?? "").toLowerCase()}`);
    const applied = cell("applied_at");
    const notes = cell("notes");
    return {
      ...row,
      name: cell("name") ?? "",
      email,
      phone: cell("phone"),
      job,
      jobId: job && /^\d{1,9}$/.test(job) ? Number(job) : null,
      stage: cell("stage"),
      status: cell("status")?.toLowerCase() ?? null,
      source: cell("source"),
      tags: (cell("tags") ?? "").split(";").map((t) => t.trim()).filter(Boolean),
      notes: notes ? [{ body: notes, author: null, createdAt: time(applied) }] : [],
      appliedAt: time(applied),
      createdAt: time(applied),
      ...(applied && !time(applied) ? { problem: `applied_at "${applied.slice(0, 40)}" is not a date` } : {}),
    };
  });
}

function readJsonExport(format: "greenhouse" | "lever", bytes: Buffer): ImportRow[] {
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString("utf8").replace(/^\uFEFF/, ""));
  } catch {
    throw fileProblem(`is not JSON; a ${format === "greenhouse" ? "Greenhouse" : "Lever"} export is a JSON array`);
  }
  // an array, or the API's envelope ({"data": [...]} from Lever)
  const items = Array.isArray(value) ? value : Array.isArray(record(value).data) ? (record(value).data as unknown[]) : null;
  if (!items) throw fileProblem("is not a JSON array of records");
  return items.flatMap((item, i) => (format === "greenhouse" ? greenhouseRows(item, i + 1) : [leverRow(item, i + 1)]));
}

// A Greenhouse Harvest candidate (GET /v1/candidates): one row per application, the candidate's
// tags on each (a tag is kept once) and its notes on the first; a candidate without applications
// (a prospect with no job) is one row without a job.
function greenhouseRows(item: unknown, row: number): ImportRow[] {
  const c = record(item);
  const id = text(c.id);
  if (!id) return [{ ...blank(row, `row:${row}`), problem: "is not a Greenhouse candidate (no id)" }];
  const emails = list(c.email_addresses).map(record);
  const email = text((emails.find((e) => e.type === "personal") ?? emails[0])?.value)?.toLowerCase() ?? "";
  const person = {
    name: [text(c.first_name), text(c.last_name)].filter(Boolean).join(" "),
    email,
    phone: text(record(list(c.phone_numbers)[0]).value),
    tags: list(c.tags).map(text).filter((t): t is string => t !== null),
    createdAt: time(c.created_at),
  };
  const notes = [...list(c.notes), ...list(record(c.activity_feed).notes)].map(record).flatMap((n): ImportNote[] => {
    const body = text(n.body);
    const user = record(n.user);
    return body ? [{ body, author: text(user.name) ?? ([text(user.first_name), text(user.last_name)].filter(Boolean).join(" ") || null), createdAt: time(n.created_at) }] : [];
  });
  const applications = list(c.applications).map(record).filter((a) => a.prospect !== true || list(a.jobs).length > 0);
  if (applications.length === 0) return [{ ...blank(row, `candidate:${id}`), ...person, notes }];
  return applications.map((a, i) => {
    const job = record(list(a.jobs)[0]);
    const status = text(a.status)?.toLowerCase() ?? null;
    return {
      ...blank(row, `application:${text(a.id) ?? `${id}-${i}`}`),
      ...person,
      notes: i === 0 ? notes : [],
      job: text(job.name) ?? (a.job_id !== undefined ? text(a.job_id) : null),
      stage: text(record(a.current_stage).name),
      // Greenhouse's "converted" (a prospect turned candidate) is an active application here
      status: status === "converted" ? "active" : status,
      source: text(record(a.source).public_name),
      appliedAt: time(a.applied_at),
    };
  });
}

// A Lever opportunity (GET /v1/opportunities, expanded or not): its first application's posting is
// the job, matched by title (`posting.text`, `postingTitle` or the posting given as text); archived
// with a reason naming a hire is hired, any other archive reason rejected.
function leverRow(item: unknown, row: number): ImportRow {
  const o = record(item);
  const id = text(o.id);
  if (!id) return { ...blank(row, `row:${row}`), problem: "is not a Lever opportunity (no id)" };
  const application = record(list(o.applications)[0]);
  const posting = application.posting ?? o.posting;
  const job = text(record(posting).text) ?? text(application.postingTitle) ?? text(o.postingTitle) ?? text(posting);
  const archived = o.archived ? record(o.archived) : null;
  const reason = archived ? (text(record(archived.reason).text) ?? text(archived.reason) ?? "") : null;
  const stage = o.stage;
  return {
    ...blank(row, `opportunity:${id}`),
    name: text(o.name) ?? "",
    email: (list(o.emails).map(text).find((e) => e !== null) ?? "").toLowerCase(),
    phone: text(record(list(o.phones)[0]).value),
    job,
    stage: text(record(stage).text) ?? text(stage),
    status: archived ? (/hired/i.test(reason ?? "") ? "hired" : "rejected") : "active",
    source: list(o.sources).map(text).find((s) => s !== null) ?? null,
    tags: list(o.tags).map(text).filter((t): t is string => t !== null),
    notes: list(o.notes).map(record).flatMap((n): ImportNote[] => {
      const body = text(n.text) ?? text(n.value) ?? (list(n.fields).map((f) => text(record(f).value)).filter(Boolean).join("\n") || null);
      const user = record(n.user);
      return body ? [{ body, author: text(user.name) ?? null, createdAt: time(n.createdAt) }] : [];
    }),
    appliedAt: time(application.createdAt) ?? time(o.createdAt),
    createdAt: time(o.createdAt),
  };
}
