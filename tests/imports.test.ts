import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { asOwner, ownerDb } from "@/lib/db/owner";
import { runImport, runImportBatch } from "@/lib/server/imports/run-import";
import { asOrganization, databaseTraffic } from "@/lib/db/caller-scope";
import { createApplication, createCandidate, createJob, unique } from "@/prisma/factories";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

// Imports from a spreadsheet, Greenhouse and Lever (issue 48 item 5, docs/decisions/496): the
// upload is read at once and queued; the queue's job writes its rows in batches that each move the
// import's position, so a stopped job resumes without writing a row twice.
const { call } = withApi();
const fixture = (name: string) => readFileSync(path.join(__dirname, "fixtures", "imports", name));
const CSV_MAPPING = {
  "Full name": "name",
  "E-mail": "email",
  Phone: "phone",
  Position: "job",
  Stage: "stage",
  Status: "status",
  "Where from": "source",
  Labels: "tags",
  Comments: "notes",
  Applied: "applied_at",
};

async function scene() {
  const world = await createWorld(unique("Import Org"));
  const backend = await createJob(world.organization.id, { title: "Backend Engineer" });
  const data = await createJob(world.organization.id, { title: "Data Scientist", status: "closed" });
  return { world, backend, data };
}

function upload(key: string, fields: Record<string, string>, file?: { name: string; bytes: Buffer; type: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append("file", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return call("POST", "/api/imports", { key, form });
}

const csvUpload = (key: string, bytes = fixture("candidates.csv"), dryRun = false) =>
  upload(key, { format: "csv", mapping: JSON.stringify(CSV_MAPPING), dryRun: String(dryRun) }, { name: "candidates.csv", bytes, type: "text/csv" });

// the queue's job, as the worker runs it (as the owner)
const work = (importId: number) => asOwner(() => runImport({ importId }));

async function importedPeople(orgId: number) {
  return ownerDb.candidate.findMany({
    where: { organizationId: orgId },
    orderBy: { email: "asc" },
    select: {
      name: true,
      email: true,
      phone: true,
      createdAt: true,
      tags: { select: { label: true }, orderBy: { label: "asc" } },
      notes: { select: { body: true, authorName: true, createdAt: true } },
      applications: { select: { job: { select: { title: true } }, currentStage: { select: { name: true } }, status: true, source: true, createdAt: true, hiredAt: true }, orderBy: { createdAt: "asc" } },
    },
  });
}

describe("POST /api/imports with a spreadsheet", () => {
  it("maps the columns, matches jobs and stages, keeps dates and formulas as text, joins an existing candidate, and lists each bad row", async () => {
    const { world } = await scene();
    const existing = await createCandidate(world.organization.id, { name: "Dup Person", email: "existing@example.com" });
    const created = await csvUpload(world.admin.key);
    expect(created.status, JSON.stringify(created.body)).toBe(202);
    expect(created.body.import).toMatchObject({ id: expect.any(Number), status: "queued", format: "csv", fileName: "candidates.csv", dryRun: false, total: 7, processed: 0, imported: 0, errors: [] });
    const id = created.body.import.id as number;
    await work(id);

    const got = await call("GET", `/api/imports/${id}`, { key: world.admin.key });
    expect(got.status).toBe(200);
    expect(got.body.import).toMatchObject({ id, status: "done", total: 7, processed: 7, imported: 5, skipped: 0, errorCount: 2, failure: null, createdBy: world.admin.name, finishedAt: expect.any(String) });
    // a spreadsheet's rows as the spreadsheet numbers them: the header is row 1, Ada's two-line note one row
    expect(got.body.import.errors).toEqual([
      { row: 6, message: "has no e-mail address" },
      { row: 7, message: 'status "maybe" is not active, rejected or hired' },
    ]);

    const people = await importedPeople(world.organization.id);
    expect(people.map((p) => p.email)).toEqual(["ada@example.com", "alan@example.com", "eve@example.com", "existing@example.com", "grace@example.com"]);
    const [ada, alan, eve, dup, grace] = people;
    expect(ada).toMatchObject({ name: "Ada Lovelace", phone: "+44 20 7946 0000", createdAt: new Date("2026-03-04T00:00:00.000Z"), tags: [{ label: "Kubernetes" }, { label: "Referral" }] });
    expect(ada.notes).toEqual([{ body: "Strong on systems,\nwants remote", authorName: "Unknown (imported from a spreadsheet)", createdAt: new Date("2026-03-04T00:00:00.000Z") }]);
    expect(ada.applications).toEqual([{ job: { title: "Backend Engineer" }, currentStage: { name: "Interview" }, status: "active", source: "linkedin", createdAt: new Date("2026-03-04T00:00:00.000Z"), hiredAt: null }]);
    // a stage the job does not have: its first stage
    expect(grace.applications).toMatchObject([{ currentStage: { name: "Applied" }, status: "rejected", createdAt: new Date("2026-02-10T09:00:00.000Z") }]);
    // a closed job still takes its history
    expect(alan.applications).toMatchObject([{ job: { title: "Data Scientist" }, status: "active" }]);
    // formulas are data: kept exactly as written, never evaluated nor stripped
    expect(eve.tags).toEqual([{ label: "=cmd|' /C calc'!A0" }]);
    expect(eve.notes[0].body).toBe("@SUM(1+1)");
    expect(eve.applications).toMatchObject([{ status: "hired", source: '=hyperlink("http://evil.example")', hiredAt: new Date("2026-04-01T00:00:00.000Z") }]);
    // the person already here got the application; no second record
    expect(dup.applications).toHaveLength(1);
    expect(await ownerDb.candidate.count({ where: { organizationId: world.organization.id, email: "existing@example.com" } })).toBe(1);
    expect((await ownerDb.application.findFirstOrThrow({ where: { candidateId: existing.id } })).candidateName).toBe("Dup Person");

    // one audit entry for the import, with its counts
    const audit = await ownerDb.auditLog.findMany({ where: { organizationId: world.organization.id, action: "import.completed" } });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: world.admin.id, targetType: "import", targetId: String(id) });
    expect(audit[0].metadata).toMatchObject({ format: "csv", total: 7, imported: 5, skipped: 0, errors: 2 });
  });

  it("imports nothing the second time the same file comes", async () => {
    const { world } = await scene();
    const first = await csvUpload(world.admin.key);
    await work(first.body.import.id);
    const before = await importedPeople(world.organization.id);
    const notes = await ownerDb.candidateNote.count({ where: { candidate: { organizationId: world.organization.id } } });

    const second = await csvUpload(world.admin.key);
    expect(second.status).toBe(202);
    await work(second.body.import.id);
    const again = (await call("GET", `/api/imports/${second.body.import.id}`, { key: world.admin.key })).body.import;
    expect(again).toMatchObject({ status: "done", imported: 0, skipped: 5, errorCount: 2 });
    expect(await importedPeople(world.organization.id)).toEqual(before);
    expect(await ownerDb.candidateNote.count({ where: { candidate: { organizationId: world.organization.id } } })).toBe(notes);

    // newest first, with their counts
    const list = await call("GET", "/api/imports", { key: world.admin.key });
    expect(list.status).toBe(200);
    expect(list.body.page).toEqual({ limit: 50, offset: 0, total: 2 });
    expect(list.body.imports.map((i: { id: number; imported: number }) => [i.id, i.imported])).toEqual([
      [second.body.import.id, 0],
      [first.body.import.id, 5],
    ]);
  });

  it("checks every row in a dry run and writes nothing", async () => {
    const { world } = await scene();
    const created = await csvUpload(world.admin.key, fixture("candidates.csv"), true);
    expect(created.body.import).toMatchObject({ dryRun: true, status: "queued" });
    await work(created.body.import.id);
    const got = (await call("GET", `/api/imports/${created.body.import.id}`, { key: world.admin.key })).body.import;
    expect(got).toMatchObject({ status: "done", dryRun: true, total: 7, imported: 5, skipped: 0, errorCount: 2 });
    expect(got.errors.map((e: { row: number }) => e.row)).toEqual([6, 7]);
    expect(await ownerDb.candidate.count({ where: { organizationId: world.organization.id } })).toBe(0);
    expect(await ownerDb.application.count({ where: { organizationId: world.organization.id } })).toBe(0);
    expect(await ownerDb.importRecord.count({ where: { organizationId: world.organization.id } })).toBe(0);
    expect(await ownerDb.auditLog.count({ where: { organizationId: world.organization.id, action: "import.completed" } })).toBe(0);
    // and the real import afterwards writes all of it
    const real = await csvUpload(world.admin.key);
    await work(real.body.import.id);
    expect((await call("GET", `/api/imports/${real.body.import.id}`, { key: world.admin.key })).body.import).toMatchObject({ imported: 5 });
  });

  it("refuses a CSV without a mapping, a mapping naming a missing column, and a file that is not there", async () => {
    const { world } = await scene();
    const bytes = fixture("candidates.csv");
    const file = { name: "c.csv", bytes, type: "text/csv" };
    const noMapping = await upload(world.admin.key, { format: "csv" }, file);
    expect(noMapping.status).toBe(400);
    expect(noMapping.body.details).toContainEqual(expect.objectContaining({ path: "mapping" }));
    const missing = await upload(world.admin.key, { format: "csv", mapping: JSON.stringify({ Nope: "name", "E-mail": "email" }) }, file);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toContain('no column "Nope"');
    const noFile = await upload(world.admin.key, { format: "greenhouse" });
    expect(noFile.status).toBe(400);
    expect(noFile.body.details).toContainEqual(expect.objectContaining({ path: "file" }));
    const notJson = await upload(world.admin.key, { format: "lever" }, { name: "x.json", bytes: Buffer.from("id,name\n1,x\n"), type: "application/json" });
    expect(notJson.status).toBe(400);
    expect(await ownerDb.import.count({ where: { organizationId: world.organization.id } })).toBe(0);
  });
});

describe("POST /api/imports with a Greenhouse export", () => {
  it("imports each application of each candidate with its stage, status, source, tags, notes and dates", async () => {
    const { world } = await scene();
    const created = await upload(world.admin.key, { format: "greenhouse", dryRun: "false" }, { name: "greenhouse-candidates.json", bytes: fixture("greenhouse-candidates.json"), type: "application/json" });
    expect(created.status, JSON.stringify(created.body)).toBe(202);
    expect(created.body.import.total).toBe(4);
    await work(created.body.import.id);
    const got = (await call("GET", `/api/imports/${created.body.import.id}`, { key: world.admin.key })).body.import;
    expect(got).toMatchObject({ status: "done", imported: 3, skipped: 0, errorCount: 1 });
    expect(got.errors).toEqual([{ row: 2, message: 'no job titled "Pilot" in this organization' }]);

    const people = await importedPeople(world.organization.id);
    expect(people.map((p) => p.email)).toEqual(["ben.linus@example.com", "john.locke@example.com"]);
    const [ben, john] = people;
    // the personal address before the work one; the candidate's own creation date
    expect(john).toMatchObject({ name: "John Locke", phone: "555-555-5555", createdAt: new Date("2017-08-15T03:31:46.637Z"), tags: [{ label: "Orientation" }, { label: "Walkabout" }] });
    expect(john.notes).toEqual([{ body: "Met at the airport; very calm under pressure.", authorName: "Greenhouse Admin (imported from Greenhouse)", createdAt: new Date("2017-08-16T10:00:00.000Z") }]);
    expect(john.applications).toEqual([
      { job: { title: "Data Scientist" }, currentStage: { name: "Screen" }, status: "rejected", source: "jobs page on your website", createdAt: new Date("2017-07-01T10:00:00.000Z"), hiredAt: null },
      { job: { title: "Backend Engineer" }, currentStage: { name: "Interview" }, status: "active", source: "linkedin (prospecting)", createdAt: new Date("2017-08-15T03:31:46.637Z"), hiredAt: null },
    ]);
    // no current stage: the first; hired
    expect(ben.applications).toMatchObject([{ currentStage: { name: "Applied" }, status: "hired", source: null }]);
    // résumé files are not imported
    expect(await ownerDb.resumeFile.count({ where: { organizationId: world.organization.id } })).toBe(0);

    const again = await upload(world.admin.key, { format: "greenhouse" }, { name: "again.json", bytes: fixture("greenhouse-candidates.json"), type: "application/json" });
    await work(again.body.import.id);
    expect((await call("GET", `/api/imports/${again.body.import.id}`, { key: world.admin.key })).body.import).toMatchObject({ imported: 0, skipped: 3, errorCount: 1 });
    expect(await ownerDb.application.count({ where: { organizationId: world.organization.id } })).toBe(3);
    expect(await ownerDb.candidateNote.count({ where: { candidate: { organizationId: world.organization.id } } })).toBe(1);
  });
});

describe("POST /api/imports with a Lever export", () => {
  it("imports each opportunity with its posting's job, stage, archive state, tags, sources and notes", async () => {
    const { world } = await scene();
    const created = await upload(world.admin.key, { format: "lever" }, { name: "lever.json", bytes: fixture("lever-opportunities.json"), type: "application/json" });
    expect(created.status, JSON.stringify(created.body)).toBe(202);
    await work(created.body.import.id);
    const got = (await call("GET", `/api/imports/${created.body.import.id}`, { key: world.admin.key })).body.import;
    expect(got).toMatchObject({ status: "done", total: 4, imported: 3, skipped: 0, errorCount: 1 });
    expect(got.errors).toEqual([{ row: 4, message: "has no e-mail address" }]);

    const people = await importedPeople(world.organization.id);
    expect(people.map((p) => p.email)).toEqual(["joey@example.com", "monica@example.com", "shane@example.com"]);
    const [joey, monica, shane] = people;
    expect(shane).toMatchObject({ name: "Shane Smith", phone: "(123) 456-7891", createdAt: new Date(1407460071043) });
    expect(shane.tags.map((t) => t.label)).toEqual(["Customer Success", "Full-time", "San Francisco", "Support"]);
    expect(shane.notes).toEqual([{ body: "Great phone screen, move forward.", authorName: "Rachel Green (imported from Lever)", createdAt: new Date(1417588008550) }]);
    expect(shane.applications).toEqual([{ job: { title: "Backend Engineer" }, currentStage: { name: "Interview" }, status: "active", source: "job site", createdAt: new Date(1407460071043), hiredAt: null }]);
    // archived as hired; archived for another reason is rejected
    expect(monica.applications).toMatchObject([{ job: { title: "Data Scientist" }, currentStage: { name: "Offer" }, status: "hired", source: "referral" }]);
    expect(joey.applications).toMatchObject([{ currentStage: { name: "Applied" }, status: "rejected" }]);
  });
});

describe("the import's job", () => {
  it("resumes after a stop at the first row not yet written: every row exactly once", async () => {
    const { world } = await scene();
    const lines = ["Name,Email,Job"];
    for (let i = 1; i <= 7; i += 1) lines.push(`Person ${i},person${i}@example.com,Backend Engineer`);
    const created = await upload(world.admin.key, { format: "csv", mapping: JSON.stringify({ Name: "name", Email: "email", Job: "job" }) }, { name: "seven.csv", bytes: Buffer.from(lines.join("\n")), type: "text/csv" });
    const id = created.body.import.id as number;
    // the worker commits its first batch of three and is killed
    expect(await asOwner(() => asOrganization(world.organization.id, () => runImportBatch(id, 3)))).toBe(true);
    const stopped = (await call("GET", `/api/imports/${id}`, { key: world.admin.key })).body.import;
    expect(stopped).toMatchObject({ status: "running", processed: 3, imported: 3 });
    expect(await ownerDb.application.count({ where: { organizationId: world.organization.id } })).toBe(3);

    // pg-boss runs the job again: it starts at the import's position
    await work(id);
    const done = (await call("GET", `/api/imports/${id}`, { key: world.admin.key })).body.import;
    expect(done).toMatchObject({ status: "done", processed: 7, imported: 7, skipped: 0, errorCount: 0 });
    const emails = (await ownerDb.candidate.findMany({ where: { organizationId: world.organization.id }, select: { email: true }, orderBy: { email: "asc" } })).map((c) => c.email);
    expect(emails).toEqual([1, 2, 3, 4, 5, 6, 7].map((i) => `person${i}@example.com`));
    expect(await ownerDb.application.count({ where: { organizationId: world.organization.id } })).toBe(7);
    expect(await ownerDb.importRecord.count({ where: { organizationId: world.organization.id } })).toBe(7);
    // a further run of a finished import does nothing
    await work(id);
    expect(await ownerDb.application.count({ where: { organizationId: world.organization.id } })).toBe(7);
    expect(await ownerDb.auditLog.count({ where: { organizationId: world.organization.id, action: "import.completed" } })).toBe(1);
  });
});

describe("who may import", () => {
  it("is an admin: others get 403, and another organization's import is 404", async () => {
    const { world } = await scene();
    const created = await csvUpload(world.admin.key, fixture("candidates.csv"), true);
    const id = created.body.import.id as number;
    for (const role of ["recruiter", "hiring_manager", "interviewer"] as const) {
      expect((await csvUpload(world[role].key)).status).toBe(403);
      expect((await call("GET", `/api/imports/${id}`, { key: world[role].key })).status).toBe(403);
      expect((await call("GET", "/api/imports", { key: world[role].key })).status).toBe(403);
    }
    const other = await createWorld(unique("Other Import Org"));
    expect((await call("GET", `/api/imports/${id}`, { key: other.admin.key })).status).toBe(404);
    expect((await call("GET", "/api/imports", { key: other.admin.key })).body.imports).toEqual([]);
  });

  it("matches jobs of the import's own organization only", async () => {
    const { world } = await scene();
    const other = await createWorld(unique("Jobs Elsewhere Org"));
    await createJob(other.organization.id, { title: "Pilot" });
    const created = await upload(world.admin.key, { format: "greenhouse" }, { name: "gh.json", bytes: fixture("greenhouse-candidates.json"), type: "application/json" });
    await work(created.body.import.id);
    const got = (await call("GET", `/api/imports/${created.body.import.id}`, { key: world.admin.key })).body.import;
    expect(got.errors).toEqual([{ row: 2, message: 'no job titled "Pilot" in this organization' }]);
    expect(await ownerDb.application.count({ where: { organizationId: other.organization.id } })).toBe(0);
  });
});

// an existing application of the candidate for the job is left as it is
describe("a row whose candidate already applied to the job", () => {
  it("is skipped, and the application keeps its stage", async () => {
    const { world, backend } = await scene();
    const application = await createApplication(backend, { candidateName: "Ada Lovelace", candidateEmail: "ada@example.com", stageIndex: 1 });
    const created = await upload(world.admin.key, { format: "csv", mapping: JSON.stringify({ N: "name", E: "email", J: "job", S: "stage" }) }, { name: "a.csv", bytes: Buffer.from("N,E,J,S\nAda Lovelace,ada@example.com,Backend Engineer,Offer\n"), type: "text/csv" });
    await work(created.body.import.id);
    expect((await call("GET", `/api/imports/${created.body.import.id}`, { key: world.admin.key })).body.import).toMatchObject({ imported: 0, skipped: 1, errorCount: 0 });
    expect((await ownerDb.application.findUniqueOrThrow({ where: { id: application.id }, include: { currentStage: true } })).currentStage.name).toBe("Screen");
  });
});

// A batch is written with one statement a table; a batch the database refuses is taken back and
// written row by row, so each bad row gets its own reason and the others go in (docs/decisions/506).
describe("a batch of rows", () => {
  const mapping = JSON.stringify({ Name: "name", Email: "email", Job: "job", Stage: "stage", Tags: "tags", Notes: "notes", Applied: "applied_at" });
  const sheet = (lines: string[]) => ({ name: "batch.csv", bytes: Buffer.from(["Name,Email,Job,Stage,Tags,Notes,Applied", ...lines].join("\n")), type: "text/csv" });

  it("is written with a few statements, not a round trip per row", async () => {
    const { world } = await scene();
    const lines = Array.from({ length: 40 }, (_, i) => `Person ${i},batch${i}@example.com,${i % 2 ? "Backend Engineer" : "Data Scientist"},Interview,tag-${i % 3};Shared,Note ${i},2026-01-${String((i % 28) + 1).padStart(2, "0")}`);
    const created = await upload(world.admin.key, { format: "csv", mapping }, sheet(lines));
    const id = created.body.import.id as number;
    const before = databaseTraffic();
    expect(await asOwner(() => asOrganization(world.organization.id, () => runImportBatch(id, 50)))).toBe(false);
    const statements = databaseTraffic().statements - before.statements;
    // row by row took about ten statements a row (400 here)
    expect(statements).toBeLessThan(40);
    expect((await call("GET", `/api/imports/${id}`, { key: world.admin.key })).body.import).toMatchObject({ status: "done", imported: 40, skipped: 0, errorCount: 0 });
    const people = await importedPeople(world.organization.id);
    expect(people).toHaveLength(40);
    const seven = people.find((p) => p.email === "batch7@example.com")!;
    expect(seven).toMatchObject({ name: "Person 7", createdAt: new Date("2026-01-08T00:00:00.000Z"), tags: [{ label: "Shared" }, { label: "tag-1" }] });
    expect(seven.notes).toEqual([{ body: "Note 7", authorName: "Unknown (imported from a spreadsheet)", createdAt: new Date("2026-01-08T00:00:00.000Z") }]);
    expect(seven.applications).toEqual([{ job: { title: "Backend Engineer" }, currentStage: { name: "Interview" }, status: "active", source: null, createdAt: new Date("2026-01-08T00:00:00.000Z"), hiredAt: null }]);
    expect(await ownerDb.stageVisit.count({ where: { application: { organizationId: world.organization.id } } })).toBe(40);
    expect(await ownerDb.importRecord.count({ where: { organizationId: world.organization.id, importId: id, kind: "application" } })).toBe(40);
  });

  it("with a row the database refuses, imports the others and lists that one with its reason, writing nothing of it", async () => {
    const { world } = await scene();
    // year 0 is a date to JavaScript and none to PostgreSQL: only the database finds the problem
    const lines = ["Ann One,ann@example.com,Backend Engineer,Screen,a,Note A,2026-01-01", "Bob Two,bob@example.com,Backend Engineer,Screen,b,Note B,2026-01-02", "Zed Zero,zed@example.com,Backend Engineer,Screen,z,Note Z,0000-01-01", "Cat Three,cat@example.com,Data Scientist,,c,Note C,2026-01-03", "Ann One,ann@example.com,Data Scientist,Offer,a2,,2026-01-04"];
    const created = await upload(world.admin.key, { format: "csv", mapping }, sheet(lines));
    const id = created.body.import.id as number;
    await work(id);
    const got = (await call("GET", `/api/imports/${id}`, { key: world.admin.key })).body.import;
    expect(got).toMatchObject({ status: "done", total: 5, imported: 4, skipped: 0, errorCount: 1 });
    expect(got.errors).toEqual([{ row: 4, message: expect.stringMatching(/^could not be written \(database refused it/) }]);
    const people = await importedPeople(world.organization.id);
    expect(people.map((p) => p.email)).toEqual(["ann@example.com", "bob@example.com", "cat@example.com"]);
    expect(people[0].applications.map((a) => [a.job.title, a.currentStage.name])).toEqual([
      ["Backend Engineer", "Screen"],
      ["Data Scientist", "Offer"],
    ]);
    expect(people[0].tags.map((t) => t.label)).toEqual(["a", "a2"]);
    expect(people[2].applications).toMatchObject([{ currentStage: { name: "Applied" } }]);
    // nothing of the refused row: no candidate, application, note, tag nor key
    expect(await ownerDb.candidateNote.count({ where: { candidate: { organizationId: world.organization.id }, body: "Note Z" } })).toBe(0);
    expect(await ownerDb.candidateTag.count({ where: { organizationId: world.organization.id, label: "z" } })).toBe(0);
    expect(await ownerDb.importRecord.findMany({ where: { organizationId: world.organization.id }, select: { externalId: true }, orderBy: { externalId: "asc" } })).toEqual(
      ["ann@example.com|backend engineer", "ann@example.com|data scientist", "bob@example.com|backend engineer", "cat@example.com|data scientist"].map((externalId) => ({ externalId })),
    );
    expect(await ownerDb.application.count({ where: { organizationId: world.organization.id } })).toBe(4);
    const audit = await ownerDb.auditLog.findFirstOrThrow({ where: { organizationId: world.organization.id, action: "import.completed" } });
    expect(audit.metadata).toMatchObject({ total: 5, imported: 4, skipped: 0, errors: 1 });

    // the same file again: the four are skipped, the refused row is refused again
    const again = await upload(world.admin.key, { format: "csv", mapping }, sheet(lines));
    await work(again.body.import.id);
    expect((await call("GET", `/api/imports/${again.body.import.id}`, { key: world.admin.key })).body.import).toMatchObject({ imported: 0, skipped: 4, errorCount: 1 });
    expect(await ownerDb.application.count({ where: { organizationId: world.organization.id } })).toBe(4);
  });

  it("with one key twice, imports the first and skips the second as row by row does", async () => {
    const { world } = await scene();
    const lines = ["Dee Four,dee@example.com,Backend Engineer,Offer,x,Once,2026-02-01", "Dee Again,DEE@example.com,backend engineer,Screen,y,Twice,2026-02-02", "Eli Five,eli@example.com,,,,,2026-02-03"];
    const created = await upload(world.admin.key, { format: "csv", mapping }, sheet(lines));
    await work(created.body.import.id);
    expect((await call("GET", `/api/imports/${created.body.import.id}`, { key: world.admin.key })).body.import).toMatchObject({ imported: 2, skipped: 1, errorCount: 0 });
    const [dee, eli] = await importedPeople(world.organization.id);
    expect(dee).toMatchObject({ name: "Dee Four", tags: [{ label: "x" }], notes: [{ body: "Once" }], applications: [{ currentStage: { name: "Offer" } }] });
    expect(eli).toMatchObject({ name: "Eli Five", applications: [] });
  });
});
