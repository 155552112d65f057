import { now } from "@/lib/clock";
import { db, type Tx } from "@/lib/db";
import { asOrganization } from "@/lib/db/caller-scope";
import { Email, Name } from "@/lib/schemas/common";
import { Source } from "@/lib/schemas/source";
import { recordAudit } from "@/lib/server/audit/record-audit";
import type { ImportRow } from "./import-row";

export type ImportJob = { importId: number };

// Rows per batch: each batch is one transaction that writes its rows and moves the import's
// position, so a crash loses at most one batch's work, which the next try does again.
export const IMPORT_BATCH_SIZE = 50;
// the queue's tries (its retryLimit 5, and the first): the last failing one marks the import failed
const MAX_ATTEMPTS = 6;
const STATUSES = new Set(["active", "rejected", "hired"]);
const TAG_MAX = 40;
const NOTE_MAX = 10_000;

type Counts = { imported: number; skipped: number; errors: { row: number; message: string }[] };

// The queue's job (docs/decisions/496): batch after batch from the import's position until every
// row is read. Nothing is kept in memory between batches: each reads its rows and position from the
// import, under a lock, so a job retried after a crash (or run twice) starts where the last commit
// left off and writes no row twice.
export async function runImport({ importId }: ImportJob): Promise<void> {
  // the worker runs as the owner; the import's organization is then the one acted for
  const found = await db.import.findUnique({ where: { id: importId }, select: { organizationId: true, status: true, attempts: true } });
  if (!found || found.status === "done" || found.status === "failed") return;
  const attempts = found.attempts + 1;
  await db.import.update({ where: { id: importId }, data: { attempts } });
  try {
    while (await asOrganization(found.organizationId, () => runImportBatch(importId))) {
      // the next batch
    }
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 300);
    if (attempts < MAX_ATTEMPTS) throw new Error(`import ${importId}: ${reason}`, { cause: error });
    await db.import.update({ where: { id: importId }, data: { status: "failed", failure: "The import stopped with an internal error; the rows before it are imported, and importing the file again adds the rest", finishedAt: now() } });
  }
}

// One batch, in one transaction; answers whether rows remain. Exported for the tests, which stop
// an import after its first batch as a killed worker would.
export async function runImportBatch(importId: number, batchSize = IMPORT_BATCH_SIZE): Promise<boolean> {
  return db.$transaction(
    async (tx) => {
      const [current] = await tx.$queryRaw<{ organizationId: number; format: string; dryRun: boolean; status: string; position: number; total: number; createdById: string | null; createdByName: string; fileName: string | null }[]>`
        SELECT organization_id AS "organizationId", format, dry_run AS "dryRun", status, position, total, created_by_id AS "createdById", created_by_name AS "createdByName", file_name AS "fileName"
          FROM imports WHERE id = ${importId} FOR UPDATE`;
      if (!current || current.status === "done" || current.status === "failed") return false;
      // the batch's slice of the stored rows (0-based, both ends included; past the end is empty):
      // expanding the whole array for each batch read every row of a 20,000-row file 400 times
      const slice = `$[${current.position} to ${current.position + batchSize - 1}]`;
      const batch = await tx.$queryRaw<{ row: ImportRow }[]>`
        SELECT t.row FROM imports i, jsonb_array_elements(jsonb_path_query_array(i.rows, ${slice}::jsonpath)) WITH ORDINALITY AS t(row, n)
         WHERE i.id = ${importId} ORDER BY t.n`;
      // a dry run writes its rows as a real one would and takes them back: the same checks, nothing kept
      await tx.$executeRawUnsafe("SAVEPOINT import_batch");
      const counts: Counts = { imported: 0, skipped: 0, errors: [] };
      const jobs = new Map<string, Job | null>();
      const stages = new Map<string, { id: number } | undefined>();
      for (const { row } of batch) {
        await tx.$executeRawUnsafe("SAVEPOINT import_row");
        try {
          const outcome = await importRow(tx, current.organizationId, current.format, importId, row, { jobs, stages });
          if (outcome === "imported") counts.imported += 1;
          else if (outcome === "skipped") counts.skipped += 1;
          else counts.errors.push({ row: row.row, message: outcome.error });
          // a row in error keeps nothing it wrote before its problem showed (a new candidate)
          if (typeof outcome === "object") await tx.$executeRawUnsafe("ROLLBACK TO SAVEPOINT import_row");
          await tx.$executeRawUnsafe("RELEASE SAVEPOINT import_row");
        } catch (error) {
          // a row the database refused (a constraint) is that row's error; the batch goes on
          await tx.$executeRawUnsafe("ROLLBACK TO SAVEPOINT import_row");
          await tx.$executeRawUnsafe("RELEASE SAVEPOINT import_row");
          counts.errors.push({ row: row.row, message: `could not be written (${databaseReason(error)})` });
        }
      }
      if (current.dryRun) await tx.$executeRawUnsafe("ROLLBACK TO SAVEPOINT import_batch");
      const position = current.position + batch.length;
      const done = batch.length < batchSize || position >= current.total;
      const at = now();
      const updated = await tx.import.update({
        where: { id: importId },
        data: {
          position,
          imported: { increment: counts.imported },
          skipped: { increment: counts.skipped },
          status: done ? "done" : "running",
          ...(current.status === "queued" ? { startedAt: at } : {}),
          ...(done ? { finishedAt: at } : {}),
        },
        select: { imported: true, skipped: true },
      });
      if (counts.errors.length > 0) await tx.$executeRaw`UPDATE imports SET errors = errors || ${JSON.stringify(counts.errors)}::jsonb WHERE id = ${importId}`;
      if (done && !current.dryRun) {
        const [{ n }] = await tx.$queryRaw<{ n: number }[]>`SELECT jsonb_array_length(errors) AS n FROM imports WHERE id = ${importId}`;
        await recordAudit(tx, { userId: current.createdById, name: current.createdByName }, {
          organizationId: current.organizationId,
          action: "import.completed",
          targetType: "import",
          targetId: importId,
          targetLabel: current.fileName ?? `${current.format} import`,
          metadata: { format: current.format, total: current.total, imported: updated.imported, skipped: updated.skipped, errors: n },
        });
      }
      return !done;
    },
    { timeout: 120_000, maxWait: 30_000 },
  );
}

type Job = { id: number; title: string };
type Outcome = "imported" | "skipped" | { error: string };

// One row: its candidate (found by e-mail, else created with the source's date), its application
// of the job matched by title (its stage by name, else the first), tags and notes, and the key that
// marks it imported. A row already imported, or whose candidate already has an application for
// the job, is skipped; a row that names no job is the candidate alone.
// `found`: the batch's jobs by title and stages by job and name, each looked up once a batch
type Found = { jobs: Map<string, Job | null>; stages: Map<string, { id: number } | undefined> };

async function importRow(tx: Tx, organizationId: number, source: string, importId: number, row: ImportRow, found: Found): Promise<Outcome> {
  if (row.problem) return { error: row.problem };
  const name = Name.safeParse(row.name);
  if (!name.success) return { error: `name ${name.error.issues[0].message}` };
  const email = Email.safeParse(row.email);
  if (!email.success) return { error: row.email ? `e-mail "${row.email.slice(0, 80)}" ${email.error.issues[0].message}` : "has no e-mail address" };
  const status = row.status ?? "active";
  if (!STATUSES.has(status)) return { error: `status "${status.slice(0, 40)}" is not active, rejected or hired` };
  // the organization's own keys: the policies keep to the import's organization
  const already = await tx.importRecord.findFirst({ where: { source, externalId: row.key.slice(0, 500) }, select: { recordId: true } });
  if (already) return "skipped";

  let job: Job | null = null;
  if (row.job || row.jobId) {
    job = await findJob(tx, row, found.jobs);
    if (!job) return { error: `no job ${row.jobId ? `with id ${row.jobId}` : `titled "${(row.job ?? "").slice(0, 100)}"`} in this organization` };
  }
  const candidate = await findOrCreateCandidate(tx, organizationId, { name: name.data, email: email.data, phone: row.phone?.slice(0, 100) ?? null, createdAt: row.createdAt ?? row.appliedAt });
  if ("error" in candidate) return candidate;

  let recordId = candidate.id;
  if (job) {
    const stageKey = `${job.id}\0${(row.stage ?? "").toLowerCase()}`;
    if (!found.stages.has(stageKey)) {
      const [first] = await tx.$queryRaw<{ id: number }[]>`
        SELECT id FROM stages WHERE job_id = ${job.id} ORDER BY (lower(name) = lower(${row.stage ?? ""})) DESC, position LIMIT 1`;
      found.stages.set(stageKey, first);
    }
    const stage = found.stages.get(stageKey);
    if (!stage) return { error: `the job "${job.title}" has no stages` };
    const appliedAt = row.appliedAt ? new Date(row.appliedAt) : now();
    const closed = status === "active" ? null : appliedAt;
    const source = row.source ? Source.safeParse(row.source) : null;
    const [application] = await tx.application.createManyAndReturn({
      data: {
        organizationId,
        jobId: job.id,
        candidateId: candidate.id,
        currentStageId: stage.id,
        candidateName: name.data,
        candidatePhone: row.phone?.slice(0, 100) ?? null,
        status: status as "active" | "rejected" | "hired",
        hiredAt: status === "hired" ? closed : null,
        closedAt: closed,
        source: source?.success ? source.data || null : null,
        createdAt: appliedAt,
      },
      skipDuplicates: true,
      select: { id: true },
    });
    if (!application) return "skipped";
    await tx.stageVisit.create({ data: { applicationId: application.id, stageId: stage.id, enteredAt: appliedAt, leftAt: closed } });
    recordId = application.id;
  }
  const tags = [...new Set(row.tags.map((t) => t.trim().slice(0, TAG_MAX).trim()).filter(Boolean))];
  if (tags.length > 0) await tx.candidateTag.createMany({ data: tags.map((label) => ({ organizationId, candidateId: candidate.id, label })), skipDuplicates: true });
  for (const note of row.notes) {
    await tx.candidateNote.create({
      data: { candidateId: candidate.id, authorName: `${note.author ?? "Unknown"} (imported from ${SOURCE_NAMES[source] ?? source})`.slice(0, 200), body: note.body.slice(0, NOTE_MAX), ...(note.createdAt ? { createdAt: new Date(note.createdAt) } : {}) },
    });
  }
  await tx.importRecord.create({ data: { organizationId, source, externalId: row.key.slice(0, 500), kind: job ? "application" : "candidate", recordId, importId } });
  return "imported";
}

const SOURCE_NAMES: Record<string, string> = { csv: "a spreadsheet", greenhouse: "Greenhouse", lever: "Lever" };

// by id (a spreadsheet's number) or by title, case-insensitively; of several with one title, an
// open one before others, then the newest
async function findJob(tx: Tx, row: ImportRow, jobs: Map<string, Job | null>): Promise<Job | null> {
  const key = row.jobId ? `#${row.jobId}` : (row.job ?? "").toLowerCase();
  if (jobs.has(key)) return jobs.get(key)!;
  const [job] = row.jobId
    ? await tx.$queryRaw<Job[]>`SELECT id, title FROM jobs WHERE id = ${row.jobId}`
    : await tx.$queryRaw<Job[]>`SELECT id, title FROM jobs WHERE lower(title) = lower(${row.job}) ORDER BY (status = 'open') DESC, created_at DESC, id DESC LIMIT 1`;
  jobs.set(key, job ?? null);
  return job ?? null;
}

// The organization's candidate with this e-mail (one per organization: the same person in the
// file and already here becomes an application of the existing record, never a second person),
// else a new one dated as the source dated it. A merged record sends the row to its survivor.
async function findOrCreateCandidate(tx: Tx, organizationId: number, person: { name: string; email: string; phone: string | null; createdAt: string | null }): Promise<{ id: number } | { error: string }> {
  const [created] = await tx.candidate.createManyAndReturn({
    data: { organizationId, name: person.name, email: person.email, phone: person.phone, ...(person.createdAt ? { createdAt: new Date(person.createdAt) } : {}) },
    skipDuplicates: true,
    select: { id: true },
  });
  if (created) return created;
  const existing = await tx.candidate.findFirstOrThrow({ where: { email: person.email }, select: { id: true, mergedIntoId: true, erasedAt: true } });
  if (existing.erasedAt) return { error: "the candidate with this e-mail had their data erased" };
  return { id: existing.mergedIntoId ?? existing.id };
}

function databaseReason(error: unknown): string {
  const code = (error as { code?: string }).code;
  return code ? `database refused it, ${code}` : "database refused it";
}
