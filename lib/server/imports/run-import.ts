import { now } from "@/lib/clock";
import { db, type Tx } from "@/lib/db";
import { asOrganization } from "@/lib/db/caller-scope";
import { logger } from "@/lib/observability/logger";
import { recordAudit } from "@/lib/server/audit/record-audit";
import type { ImportRow } from "./import-row";
import { applicationFields, checkRow, databaseReason, ERASED, jobKey, noJob, noStages, noteFields, rowKey, rowPhone, rowTags, type Job, type Outcome } from "./row-rules";
import { writeBatch } from "./write-batch";

export type ImportJob = { importId: number };

// Rows per batch: each batch is one transaction that writes its rows and moves the import's
// position, so a crash loses at most one batch's work, which the next try does again. 200 rows
// written at once hold a job's counters about as long as 50 written row by row did, and spread each
// statement's fixed cost (the report triggers run once a statement) over four times the rows.
export const IMPORT_BATCH_SIZE = 200;
// the queue's tries (its retryLimit 5, and the first): the last failing one marks the import failed
const MAX_ATTEMPTS = 6;

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
      const rows = batch.map((b) => b.row);
      const at = now();
      let outcomes: Outcome[];
      try {
        outcomes = await writeBatch(tx, current.organizationId, current.format, importId, rows, at);
      } catch (error) {
        // a statement the database refused (a bad row) or a batch the set-based writer leaves alone
        // (BatchNeedsRows): nothing of it is kept, and row by row gives each bad row its own reason
        logger().warn({ component: "import", importId, position: current.position, err: (error as Error).message }, "an import batch is written row by row");
        await tx.$executeRawUnsafe("ROLLBACK TO SAVEPOINT import_batch");
        outcomes = await writeRowByRow(tx, current.organizationId, current.format, importId, rows, at);
      }
      const counts: Counts = { imported: 0, skipped: 0, errors: [] };
      outcomes.forEach((outcome, i) => {
        if (outcome === "imported") counts.imported += 1;
        else if (outcome === "skipped") counts.skipped += 1;
        else counts.errors.push({ row: rows[i].row, message: outcome.error });
      });
      if (current.dryRun) await tx.$executeRawUnsafe("ROLLBACK TO SAVEPOINT import_batch");
      const position = current.position + batch.length;
      const done = batch.length < batchSize || position >= current.total;
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

// A batch row by row, each row in a savepoint of its own: what a batch the set-based writer could
// not write comes to. A row in error keeps nothing it wrote before its problem showed (a new candidate).
async function writeRowByRow(tx: Tx, organizationId: number, source: string, importId: number, rows: ImportRow[], at: Date): Promise<Outcome[]> {
  const found: Found = { jobs: new Map(), stages: new Map() };
  const outcomes: Outcome[] = [];
  for (const row of rows) {
    await tx.$executeRawUnsafe("SAVEPOINT import_row");
    try {
      const outcome = await importRow(tx, organizationId, source, importId, row, found, at);
      if (typeof outcome === "object") await tx.$executeRawUnsafe("ROLLBACK TO SAVEPOINT import_row");
      outcomes.push(outcome);
    } catch (error) {
      // a row the database refused (a constraint) is that row's error; the batch goes on
      await tx.$executeRawUnsafe("ROLLBACK TO SAVEPOINT import_row");
      outcomes.push({ error: `could not be written (${databaseReason(error)})` });
    }
    await tx.$executeRawUnsafe("RELEASE SAVEPOINT import_row");
  }
  return outcomes;
}

// One row: its candidate (found by e-mail, else created with the source's date), its application
// of the job matched by title (its stage by name, else the first), tags and notes, and the key that
// marks it imported. A row already imported, or whose candidate already has an application for
// the job, is skipped; a row that names no job is the candidate alone.
// `found`: the batch's jobs by title and stages by job and name, each looked up once a batch
type Found = { jobs: Map<string, Job | null>; stages: Map<string, { id: number } | undefined> };

async function importRow(tx: Tx, organizationId: number, source: string, importId: number, row: ImportRow, found: Found, at: Date): Promise<Outcome> {
  const checked = checkRow(row);
  if ("error" in checked) return checked;
  const { name, email, status } = checked;
  // the organization's own keys: the policies keep to the import's organization
  const already = await tx.importRecord.findFirst({ where: { source, externalId: rowKey(row) }, select: { recordId: true } });
  if (already) return "skipped";

  let job: Job | null = null;
  if (row.job || row.jobId) {
    job = await findJob(tx, row, found.jobs);
    if (!job) return noJob(row);
  }
  const candidate = await findOrCreateCandidate(tx, organizationId, { name, email, phone: rowPhone(row), createdAt: row.createdAt ?? row.appliedAt });
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
    if (!stage) return noStages(job);
    const f = applicationFields(row, status, at);
    const [application] = await tx.application.createManyAndReturn({
      data: {
        organizationId,
        jobId: job.id,
        candidateId: candidate.id,
        currentStageId: stage.id,
        candidateName: name,
        candidatePhone: rowPhone(row),
        status,
        hiredAt: f.hiredAt,
        closedAt: f.closedAt,
        source: f.source,
        createdAt: f.appliedAt,
      },
      skipDuplicates: true,
      select: { id: true },
    });
    if (!application) return "skipped";
    await tx.stageVisit.create({ data: { applicationId: application.id, stageId: stage.id, enteredAt: f.appliedAt, leftAt: f.closedAt } });
    recordId = application.id;
  }
  const tags = rowTags(row);
  if (tags.length > 0) await tx.candidateTag.createMany({ data: tags.map((label) => ({ organizationId, candidateId: candidate.id, label })), skipDuplicates: true });
  for (const note of row.notes) {
    const { createdAt, ...fields } = noteFields(note, source);
    await tx.candidateNote.create({ data: { candidateId: candidate.id, ...fields, ...(createdAt ? { createdAt } : {}) } });
  }
  await tx.importRecord.create({ data: { organizationId, source, externalId: rowKey(row), kind: job ? "application" : "candidate", recordId, importId } });
  return "imported";
}

// by id (a spreadsheet's number) or by title, case-insensitively; of several with one title, an
// open one before others, then the newest
async function findJob(tx: Tx, row: ImportRow, jobs: Map<string, Job | null>): Promise<Job | null> {
  const key = jobKey(row);
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
  if (existing.erasedAt) return ERASED;
  return { id: existing.mergedIntoId ?? existing.id };
}
