import { mkdtemp, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asOwner, ownerDb } from "@/lib/db/owner";
import { enqueueJobs } from "@/lib/queue/boss";
import { RETENTION_QUEUE } from "@/lib/queue/queues";
import { startBackgroundWork, stopBackgroundWork } from "@/lib/queue/background";
import { eraseExpiredCandidates } from "@/lib/server/candidates/erase-expired-candidates";
import { createJob, unique } from "@/prisma/factories";
import { createApplication } from "@/prisma/factories/application";
import { createCandidate } from "@/prisma/factories/candidate";
import { withApi } from "./support/http";
import { postForm } from "./support/multipart";
import { makeResumePdf } from "./support/resume-files";
import { eventually } from "./support/eventually";
import { createWorld } from "./support/world";
import { withSettings } from "./support/settings";

const filesDir = await mkdtemp(path.join(tmpdir(), "h10-privacy-files-"));
withSettings({ FILES_DIR: filesDir });
const { call, baseUrl } = withApi();
const DAY = 86_400_000;

// Every text-like column of every table (ours and the job queue's) that contains `needle`.
async function columnsContaining(needle: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows: columns } = await client.query<{ schema: string; table: string; column: string }>(`
      SELECT c.table_schema AS schema, c.table_name AS table, c.column_name AS column
      FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
      WHERE t.table_type = 'BASE TABLE' AND c.table_schema IN ('public', 'pgboss')
        AND c.data_type IN ('text', 'character varying', 'json', 'jsonb', 'ARRAY', 'USER-DEFINED')`);
    const found: string[] = [];
    for (const { schema, table, column } of columns) {
      const { rows } = await client.query(`SELECT 1 FROM "${schema}"."${table}" WHERE "${column}"::text ILIKE $1 LIMIT 1`, [`%${needle}%`]);
      if (rows.length) found.push(`${schema}.${table}.${column}`);
    }
    return found;
  } finally {
    await client.end();
  }
}

async function hiringReport(key: string) {
  const res = await call("GET", "/api/reports?range=90d", { key });
  expect(res.status).toBe(200);
  return res.body;
}

describe("privacy policy and consent", () => {
  it("asks for consent when the organization has a policy, records when it was given, and shows the policy on the board", async () => {
    const world = await createWorld("Consent Org");
    const job = await createJob(world.organization.id, { title: "Privacy Engineer" });
    const apply = `/api/public/orgs/${world.organization.slug}/jobs/${job.slug}/apply`;
    expect((await call("PATCH", "/api/orgs/branding", { key: world.admin.key, body: { privacyPolicyUrl: "http://insecure.example/privacy" } })).status).toBe(400);
    expect((await call("PATCH", "/api/orgs/branding", { key: world.admin.key, body: { candidateRetentionDays: 0 } })).status).toBe(400);
    const set = await call("PATCH", "/api/orgs/branding", { key: world.admin.key, body: { privacyPolicyUrl: "https://consent.example/privacy", candidateRetentionDays: 400 } });
    expect(set.status).toBe(200);
    expect(set.body.organization).toMatchObject({ privacyPolicyUrl: "https://consent.example/privacy", candidateRetentionDays: 400 });
    const audit = await ownerDb.auditLog.findFirstOrThrow({ where: { organizationId: world.organization.id, action: "organization.branding_updated" } });
    expect(audit.metadata).toEqual({
      before: { logoUrl: null, accentColor: null, privacyPolicyUrl: null, candidateRetentionDays: null },
      after: { logoUrl: null, accentColor: null, privacyPolicyUrl: "https://consent.example/privacy", candidateRetentionDays: 400 },
    });
    // a logo shipped with the app is a path on this site; a protocol-relative URL is not
    expect((await call("PATCH", "/api/orgs/branding", { key: world.admin.key, body: { logoUrl: "/acme-logo.svg" } })).body.organization.logoUrl).toBe("/acme-logo.svg");
    for (const logoUrl of ["//evil.example/x.png", "/../etc/passwd", "/a b.png"]) {
      expect((await call("PATCH", "/api/orgs/branding", { key: world.admin.key, body: { logoUrl } })).status, logoUrl).toBe(400);
    }
    const board = await call("GET", `/api/public/orgs/${world.organization.slug}/jobs`);
    expect(board.body.organization.privacyPolicyUrl).toBe("https://consent.example/privacy");

    const without = await call("POST", apply, { body: { name: "No Consent", email: `${unique("nc")}@example.test` } });
    expect(without.status).toBe(400);
    expect(without.body.details).toEqual([{ path: "consent", message: "agree to the privacy policy to apply (consent: true)" }]);
    const email = `${unique("yes")}@example.test`;
    expect((await call("POST", apply, { body: { name: "Agreed", email, consent: true } })).status).toBe(201);
    // a form sends the checkbox as "on"
    const formEmail = `${unique("form")}@example.test`;
    expect((await postForm(baseUrl(), apply, { name: "Form Agreed", email: formEmail, consent: "on" })).status).toBe(201);
    const consented = await ownerDb.application.findMany({ where: { jobId: job.id }, select: { privacyConsentAt: true } });
    expect(consented).toHaveLength(2);
    for (const a of consented) expect(a.privacyConsentAt).toBeInstanceOf(Date);
  });
});

describe("export and erasure", () => {
  it("exports everything about the person (admins), then erases it everywhere while the reports count the same", async () => {
    const world = await createWorld("Erase Org");
    const job = await createJob(world.organization.id, { title: "Erasure Analyst", criteria: ["Depth"] });
    const email = `${unique("forget.me")}@example.test`;
    const name = `Zelda ${unique("Quartermain")}`;
    const phone = "+44 20 7946 0958";
    const applied = await postForm(
      baseUrl(),
      `/api/public/orgs/${world.organization.slug}/jobs/${job.slug}/apply`,
      { name, email, phone, coverLetter: "My secret cover letter about llamas." },
      { name: "zelda.pdf", bytes: makeResumePdf([name]) },
    );
    expect(applied.status).toBe(201);
    const application = await ownerDb.application.findFirstOrThrow({ where: { jobId: job.id }, include: { resumeFile: true } });
    const candidateId = application.candidateId;
    expect((await call("POST", `/api/candidates/${candidateId}/notes`, { key: world.recruiter.key, body: { body: `Note: ${name} prefers llama farms.` } })).status).toBe(201);
    expect(
      (await call("PUT", `/api/applications/${application.id}/feedback`, { key: world.admin.key, body: { notes: "Feedback on llama knowledge.", ratings: [{ criterionId: job.criteria[0].id, score: 3 }] } })).status,
    ).toBe(200);
    expect((await call("PATCH", `/api/applications/${application.id}`, { key: world.recruiter.key, body: { status: "rejected", rejectionReason: `${name} lives too far away` } })).status).toBe(200);

    // export: admins only, another organization cannot even find the person
    const other = await createWorld("Erase Other Org");
    expect((await call("GET", `/api/candidates/${candidateId}/export`, { key: world.recruiter.key })).status).toBe(403);
    // an interviewer not asked to review the person is refused by the routes' permissions before the
    // person is looked up, so the answer says nothing of whether they exist
    expect((await call("GET", `/api/candidates/${candidateId}/export`, { key: world.interviewer.key })).status).toBe(403);
    expect((await call("DELETE", `/api/candidates/${candidateId}`, { key: world.interviewer.key })).status).toBe(403);
    expect((await call("GET", "/api/candidates/2147483000/export", { key: world.interviewer.key })).status).toBe(403);
    expect((await call("GET", `/api/candidates/${candidateId}/export`, { key: other.admin.key })).status).toBe(404);
    const exported = await call("GET", `/api/candidates/${candidateId}/export`, { key: world.admin.key });
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-disposition")).toBe(`attachment; filename="candidate-${candidateId}.json"`);
    expect(exported.body.candidate).toMatchObject({ id: candidateId, name, email, phone, erasedAt: null });
    expect(exported.body.applications).toEqual([
      expect.objectContaining({
        id: application.id,
        jobTitle: "Erasure Analyst",
        status: "rejected",
        coverLetter: "My secret cover letter about llamas.",
        rejectionReason: `${name} lives too far away`,
        resumeFile: { fileName: "zelda.pdf", contentType: "application/pdf", sizeBytes: application.resumeFile!.sizeBytes, url: `/api/applications/${application.id}/resume` },
        feedback: [expect.objectContaining({ notes: "Feedback on llama knowledge.", ratings: [{ criterion: "Depth", score: 3 }] })],
        stages: [expect.objectContaining({ stage: job.stages[0].name })],
      }),
    ]);
    expect(exported.body.notes).toEqual([expect.objectContaining({ body: `Note: ${name} prefers llama farms.` })]);
    expect(exported.body.emails).toEqual([expect.objectContaining({ kind: "application_received" })]);
    expect(await ownerDb.auditLog.count({ where: { organizationId: world.organization.id, action: "candidate.exported", targetId: String(candidateId) } })).toBe(1);

    const reportBefore = await hiringReport(world.admin.key);
    const secrets = [email, name, phone, "secret cover letter", "prefers llama farms", "llama knowledge", "lives too far away"];
    for (const secret of secrets) expect(await columnsContaining(secret), secret).not.toEqual([]);

    expect((await call("DELETE", `/api/candidates/${candidateId}`, { key: world.recruiter.key })).status).toBe(403);
    expect((await call("DELETE", `/api/candidates/${candidateId}`, { key: other.admin.key })).status).toBe(404);
    const erased = await call("DELETE", `/api/candidates/${candidateId}`, { key: world.admin.key });
    expect(erased.status).toBe(200);
    expect(erased.body.candidate).toEqual({ id: candidateId, erasedAt: expect.any(String) });

    for (const secret of secrets) expect(await columnsContaining(secret), secret).toEqual([]);
    await expect(stat(path.join(filesDir, application.resumeFile!.storageKey))).rejects.toMatchObject({ code: "ENOENT" });
    expect(await hiringReport(world.admin.key)).toEqual(reportBefore);
    const after = await ownerDb.application.findUniqueOrThrow({ where: { id: application.id }, include: { stageVisits: true, feedback: { include: { ratings: true } } } });
    expect(after).toMatchObject({ candidateName: "Erased candidate", status: "rejected", coverLetter: null, candidatePhone: null, candidateResumeUrl: null });
    expect(after.feedback[0].ratings).toEqual([expect.objectContaining({ score: 3 })]);
    expect(after.stageVisits.length).toBeGreaterThan(0);
    // the audit entries stay, readable, without the person; one more records the erasure
    const entries = await ownerDb.auditLog.findMany({ where: { organizationId: world.organization.id }, orderBy: { id: "asc" } });
    expect(entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(["application.created", "note.created", "feedback.submitted", "application.status_changed", "candidate.exported", "candidate.erased"]),
    );
    expect(entries.find((e) => e.action === "application.created")!.metadata).toMatchObject({ candidate: "Erased candidate", targetLabel: "Erased candidate (Erasure Analyst)" });
    expect(entries.at(-1)).toMatchObject({ action: "candidate.erased", actorUserId: world.admin.id, targetId: String(candidateId), metadata: { applications: 1, source: "admin", targetLabel: "Erased candidate" } });
    expect(await ownerDb.event.count({ where: { organizationId: world.organization.id, type: "candidate.erased" } })).toBe(1);
    // the person's screen now reads as erased, and erasing again answers the first erasure
    const candidate = await call("GET", `/api/candidates/${candidateId}`, { key: world.admin.key });
    expect(candidate.body.candidate).toMatchObject({ name: "Erased candidate", phone: null, resumeUrl: null });
    const again = await call("DELETE", `/api/candidates/${candidateId}`, { key: world.admin.key });
    expect(again.body).toEqual(erased.body);
    expect(await ownerDb.auditLog.count({ where: { organizationId: world.organization.id, action: "candidate.erased" } })).toBe(1);
    // the address may apply again as a new person
    const job2 = await createJob(world.organization.id, { title: "Second Chance" });
    expect((await call("POST", `/api/public/orgs/${world.organization.slug}/jobs/${job2.slug}/apply`, { body: { name: "New Me", email } })).status).toBe(201);
  });
});

describe("retention", () => {
  beforeAll(() => startBackgroundWork());
  afterAll(() => stopBackgroundWork());

  it("erases exactly the candidates whose applications all ended longer ago than the setting; the preview counts them first", async () => {
    const world = await createWorld("Retention Org");
    const other = await createWorld("No Retention Org");
    const job = await createJob(world.organization.id, { title: "Archivist" });
    const otherJob = await createJob(other.organization.id, { title: "Archivist" });
    const now = Date.now();
    const ended = (days: number) => ({ createdAt: new Date(now - (days + 5) * DAY), endedAt: new Date(now - days * DAY) });
    const person = () => createCandidate(world.organization.id, {});
    const [old, recent, active, mixed, hired] = await Promise.all([person(), person(), person(), person(), person()]);
    await createApplication(job, { candidate: old, status: "rejected", ...ended(40) });
    await createApplication(job, { candidate: recent, status: "withdrawn", ...ended(20) });
    await createApplication(job, { candidate: active, status: "active", ...ended(60) });
    await createApplication(job, { candidate: mixed, status: "rejected", ...ended(90) });
    await createApplication(await createJob(world.organization.id, { title: "Second" }), { candidate: mixed, status: "active" });
    await createApplication(job, { candidate: hired, status: "hired", stageIndex: 9, ...ended(31) });
    const elsewhere = await createApplication(otherJob, { status: "rejected", ...ended(400) });

    expect((await call("GET", "/api/orgs/me/retention-preview?days=30", { key: world.recruiter.key })).status).toBe(403);
    expect((await call("GET", "/api/orgs/me/retention-preview?days=0", { key: world.admin.key })).status).toBe(400);
    expect((await call("GET", "/api/orgs/me/retention-preview", { key: world.admin.key })).body).toEqual({ days: null, candidates: 0 });
    expect((await call("GET", "/api/orgs/me/retention-preview?days=30", { key: world.admin.key })).body).toEqual({ days: 30, candidates: 2 });
    expect((await call("GET", "/api/orgs/me/retention-preview?days=10", { key: world.admin.key })).body).toEqual({ days: 10, candidates: 3 });
    expect((await call("PATCH", "/api/orgs/branding", { key: world.admin.key, body: { candidateRetentionDays: 30 } })).status).toBe(200);
    expect((await call("GET", "/api/orgs/me/retention-preview", { key: world.admin.key })).body).toEqual({ days: 30, candidates: 2 });

    // the daily job, queued as its schedule would
    await ownerDb.$transaction((tx) => enqueueJobs(tx, [{ name: RETENTION_QUEUE, data: {} }]));
    await eventually(
      async () => (await ownerDb.$queryRaw<{ state: string }[]>`SELECT state::text FROM pgboss.job WHERE name = ${RETENTION_QUEUE} AND state = 'completed'`).length > 0,
      20_000,
      "retention job completed",
    );
    const state = await ownerDb.candidate.findMany({ where: { id: { in: [old, recent, active, mixed, hired].map((c) => c.id) } }, select: { id: true, erasedAt: true } });
    const erasedIds = state.filter((c) => c.erasedAt).map((c) => c.id).sort();
    expect(erasedIds).toEqual([old.id, hired.id].sort());
    expect((await ownerDb.candidate.findUniqueOrThrow({ where: { id: elsewhere.candidateId } })).erasedAt).toBeNull();
    const entry = await ownerDb.auditLog.findFirstOrThrow({ where: { organizationId: world.organization.id, action: "candidate.erased", targetId: String(old.id) } });
    expect(entry).toMatchObject({ actorUserId: null, actorName: "Retention policy", metadata: { source: "retention" } });
    // a second run finds nothing more here
    await asOwner(() => eraseExpiredCandidates(new Date()));
    expect(await ownerDb.candidate.count({ where: { organizationId: world.organization.id, erasedAt: { not: null } } })).toBe(2);
    expect((await call("GET", "/api/orgs/me/retention-preview", { key: world.admin.key })).body).toEqual({ days: 30, candidates: 0 });
    // the schedule is kept by the queue: daily
    const [schedule] = await ownerDb.$queryRaw<{ cron: string }[]>`SELECT cron FROM pgboss.schedule WHERE name = ${RETENTION_QUEUE}`;
    expect(schedule.cron).toBe("15 3 * * *");
  });
});
