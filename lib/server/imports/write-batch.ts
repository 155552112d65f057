import type { Tx } from "@/lib/db";
import type { ImportRow } from "./import-row";
import { applicationFields, checkRow, ERASED, jobKey, noJob, noStages, noteFields, rowKey, rowPhone, rowTags, type Job, type Outcome, type RowStatus } from "./row-rules";

// A batch whose rows the set-based writer will not take (two rows with one key, a candidate or key
// another transaction wrote meanwhile): the caller writes it row by row instead.
export class BatchNeedsRows extends Error {}

type Pending = { at: number; row: ImportRow; name: string; email: string; status: RowStatus; job: Job | null; stageId: number | null; candidateId: number; record: { id: number; kind: string } | null };

// A batch's rows written with one statement a table (docs/decisions/506), with the outcome of
// each row in the batch's order: the same checks in the same order as the row-by-row writer
// (run-import.ts), each read the database once for the whole batch, then the writes of every
// row that passed them. A statement the database refuses throws, and the caller takes the batch
// back and writes it row by row, so each bad row gets its own reason.
export async function writeBatch(tx: Tx, organizationId: number, source: string, importId: number, rows: ImportRow[], at: Date): Promise<Outcome[]> {
  const outcomes: Outcome[] = rows.map(() => "imported");
  let pending: Pending[] = [];
  rows.forEach((row, i) => {
    const checked = checkRow(row);
    if ("error" in checked) outcomes[i] = checked;
    else pending.push({ at: i, row, ...checked, job: null, stageId: null, candidateId: 0, record: null });
  });
  const fail = (p: Pending, outcome: Outcome) => {
    outcomes[p.at] = outcome;
    return false;
  };
  if (pending.length === 0) return outcomes;
  const keys = pending.map((p) => rowKey(p.row));
  // a key written by an earlier row of the batch skips the later one, unless the earlier failed: row by row decides
  if (new Set(keys).size !== keys.length) throw new BatchNeedsRows("a key twice in the batch");

  // keys imported before, one index lookup each as the e-mails below
  const known = await tx.$queryRaw<{ key: string }[]>`
    SELECT r.external_id AS key FROM unnest(${keys}::text[]) AS k(key)
     CROSS JOIN LATERAL (SELECT external_id FROM import_records WHERE source = ${source}::text AND external_id = k.key LIMIT 1) r`;
  const seen = new Set(known.map((k) => k.key));
  pending = pending.filter((p) => !seen.has(rowKey(p.row)) || fail(p, "skipped"));

  // jobs by id, and by title: of several with one title, an open one before others, then the newest
  const ids = [...new Set(pending.flatMap((p) => (p.row.jobId ? [p.row.jobId] : [])))];
  const titles = [...new Set(pending.flatMap((p) => (!p.row.jobId && p.row.job ? [p.row.job.toLowerCase()] : [])))];
  const jobs = new Map<string, Job>();
  if (ids.length > 0) {
    for (const job of await tx.$queryRaw<Job[]>`SELECT id, title FROM jobs WHERE id = ANY(${ids}::int4[])`) jobs.set(`#${job.id}`, job);
  }
  if (titles.length > 0) {
    const found = await tx.$queryRaw<(Job & { key: string })[]>`
      SELECT DISTINCT ON (t.key) t.key, j.id, j.title FROM unnest(${titles}::text[]) AS t(key) JOIN jobs j ON lower(j.title) = lower(t.key)
       ORDER BY t.key, (j.status = 'open') DESC, j.created_at DESC, j.id DESC`;
    for (const { key, id, title } of found) jobs.set(key, { id, title });
  }
  pending = pending.filter((p) => {
    if (!p.row.job && !p.row.jobId) return true;
    p.job = jobs.get(jobKey(p.row)) ?? null;
    return p.job !== null || fail(p, noJob(p.row));
  });

  // the organization's candidates with these e-mails: an erased one takes no import, a merged one sends it to its survivor
  // (one index lookup an e-mail: as `email = ANY(...)`, while the import outgrew the table's statistics, the planner
  // read every candidate of the organization for each batch)
  const emails = [...new Set(pending.map((p) => p.email))];
  const existing = new Map<string, { id: number; erased: boolean }>();
  for (const c of await tx.$queryRaw<{ id: number; email: string; mergedIntoId: number | null; erased: boolean }[]>`
    SELECT c.id, c.email, c.merged_into_id AS "mergedIntoId", c.erased_at IS NOT NULL AS erased
      FROM unnest(${emails}::text[]) AS e(email)
     CROSS JOIN LATERAL (SELECT * FROM candidates WHERE email = e.email LIMIT 1) c`) {
    existing.set(c.email, { id: c.mergedIntoId ?? c.id, erased: c.erased });
  }
  pending = pending.filter((p) => !existing.get(p.email)?.erased || fail(p, ERASED));

  // each application's stage: the job's stage of that name, else its first
  const stageWanted = new Map<string, { job_id: number; stage: string }>();
  for (const p of pending) if (p.job) stageWanted.set(stageKey(p), { job_id: p.job.id, stage: p.row.stage ?? "" });
  const stages = new Map<string, number>();
  if (stageWanted.size > 0) {
    const found = await tx.$queryRaw<{ jobId: number; stage: string; id: number }[]>`
      SELECT DISTINCT ON (w.job_id, w.stage) w.job_id AS "jobId", w.stage, s.id
        FROM jsonb_to_recordset(${JSON.stringify([...stageWanted.values()])}::jsonb) AS w(job_id int4, stage text) JOIN stages s ON s.job_id = w.job_id
       ORDER BY w.job_id, w.stage, (lower(s.name) = lower(w.stage)) DESC, s.position`;
    for (const s of found) stages.set(`${s.jobId}\0${s.stage.toLowerCase()}`, s.id);
  }
  pending = pending.filter((p) => {
    if (!p.job) return true;
    p.stageId = stages.get(stageKey(p)) ?? null;
    return p.stageId !== null || fail(p, noStages(p.job));
  });
  if (pending.length === 0) return outcomes;

  // new candidates, each from the first row with its e-mail, dated as the source dated them
  const fresh = new Map<string, Pending>();
  for (const p of pending) if (!existing.has(p.email) && !fresh.has(p.email)) fresh.set(p.email, p);
  if (fresh.size > 0) {
    const people = [...fresh.values()].map((p) => ({ name: p.name, email: p.email, phone: rowPhone(p.row), created_at: p.row.createdAt ?? p.row.appliedAt ?? at.toISOString() }));
    const created = await tx.$queryRaw<{ id: number; email: string }[]>`
      INSERT INTO candidates (organization_id, name, email, phone, created_at)
      SELECT ${organizationId}::int4, c.name, c.email, c.phone, c.created_at FROM jsonb_to_recordset(${JSON.stringify(people)}::jsonb) AS c(name text, email text, phone text, created_at timestamptz)
      ON CONFLICT (organization_id, email) DO NOTHING RETURNING id, email`;
    // another transaction added one of them since the read above
    if (created.length !== people.length) throw new BatchNeedsRows("a candidate added meanwhile");
    for (const c of created) existing.set(c.email, { id: c.id, erased: false });
  }
  for (const p of pending) p.candidateId = existing.get(p.email)!.id;

  // applications, the first row for a candidate and job writing it; one the candidate already has skips its row
  const applying = new Map<string, Pending>();
  for (const p of pending) if (p.job && !applying.has(`${p.candidateId}:${p.job.id}`)) applying.set(`${p.candidateId}:${p.job.id}`, p);
  const applications = new Map<string, number>();
  if (applying.size > 0) {
    const values = [...applying.values()].map((p) => {
      const f = applicationFields(p.row, p.status, at);
      return { n: p.at, job_id: p.job!.id, candidate_id: p.candidateId, stage_id: p.stageId, name: p.name, phone: rowPhone(p.row), status: p.status, hired_at: f.hiredAt, closed_at: f.closedAt, source: f.source, created_at: f.appliedAt };
    });
    const created = await tx.$queryRaw<{ id: number; jobId: number; candidateId: number }[]>`
      INSERT INTO applications (organization_id, job_id, candidate_id, current_stage_id, candidate_name, candidate_phone, status, hired_at, closed_at, source, created_at)
      SELECT ${organizationId}::int4, a.job_id, a.candidate_id, a.stage_id, a.name, a.phone, a.status::application_status, a.hired_at, a.closed_at, a.source, a.created_at
        FROM jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
          AS a(n int4, job_id int4, candidate_id int4, stage_id int4, name text, phone text, status text, hired_at timestamptz, closed_at timestamptz, source text, created_at timestamptz)
       ORDER BY a.n
      ON CONFLICT (job_id, candidate_id) DO NOTHING RETURNING id, job_id AS "jobId", candidate_id AS "candidateId"`;
    for (const a of created) applications.set(`${a.candidateId}:${a.jobId}`, a.id);
    const visits = [...applying.values()].flatMap((p) => {
      const id = applications.get(`${p.candidateId}:${p.job!.id}`);
      const f = applicationFields(p.row, p.status, at);
      return id === undefined ? [] : [{ application_id: id, stage_id: p.stageId, entered_at: f.appliedAt, left_at: f.closedAt }];
    });
    if (visits.length > 0) {
      await tx.$executeRaw`
        INSERT INTO stage_visits (application_id, stage_id, entered_at, left_at)
        SELECT v.application_id, v.stage_id, v.entered_at, v.left_at FROM jsonb_to_recordset(${JSON.stringify(visits)}::jsonb) AS v(application_id int4, stage_id int4, entered_at timestamptz, left_at timestamptz)`;
    }
  }
  // what each row's key marks: its application, or its candidate when it names no job
  for (const p of pending) {
    if (!p.job) p.record = { id: p.candidateId, kind: "candidate" };
    else if (applying.get(`${p.candidateId}:${p.job.id}`) === p) {
      const id = applications.get(`${p.candidateId}:${p.job.id}`);
      if (id !== undefined) p.record = { id, kind: "application" };
    }
  }
  pending = pending.filter((p) => p.record !== null || fail(p, "skipped"));
  if (pending.length === 0) return outcomes;

  // tags (a candidate's label once, whatever its case) and notes of the rows imported, and their keys
  const tags = pending.flatMap((p) => rowTags(p.row).map((label) => ({ candidate_id: p.candidateId, label }))).map((t, n) => ({ n, ...t }));
  if (tags.length > 0) {
    await tx.$executeRaw`
      INSERT INTO candidate_tags (organization_id, candidate_id, label)
      SELECT DISTINCT ON (t.candidate_id, lower(t.label)) ${organizationId}::int4, t.candidate_id, t.label
        FROM jsonb_to_recordset(${JSON.stringify(tags)}::jsonb) AS t(n int4, candidate_id int4, label text)
       ORDER BY t.candidate_id, lower(t.label), t.n
      ON CONFLICT DO NOTHING`;
  }
  const notes = pending.flatMap((p) => p.row.notes.map((note) => {
    const f = noteFields(note, source);
    return { candidate_id: p.candidateId, author_name: f.authorName, body: f.body, created_at: f.createdAt ?? at };
  }));
  if (notes.length > 0) {
    await tx.$executeRaw`
      INSERT INTO candidate_notes (candidate_id, author_name, body, created_at)
      SELECT n.candidate_id, n.author_name, n.body, n.created_at FROM jsonb_to_recordset(${JSON.stringify(notes)}::jsonb) AS n(candidate_id int4, author_name text, body text, created_at timestamptz)`;
  }
  const marks = pending.map((p) => ({ external_id: rowKey(p.row), kind: p.record!.kind, record_id: p.record!.id }));
  // no ON CONFLICT: a key another import wrote meanwhile fails the batch, which row by row then skips
  await tx.$executeRaw`
    INSERT INTO import_records (organization_id, source, external_id, kind, record_id, import_id)
    SELECT ${organizationId}::int4, ${source}::text, m.external_id, m.kind, m.record_id, ${importId}::int4 FROM jsonb_to_recordset(${JSON.stringify(marks)}::jsonb) AS m(external_id text, kind text, record_id int4)`;
  return outcomes;
}

const stageKey = (p: Pending) => `${p.job!.id}\0${(p.row.stage ?? "").toLowerCase()}`;
