import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { listMigrations, migrate } from "@/lib/db/migrator";
import { createJob, createOrganization, unique } from "@/prisma/factories";
import { ALREADY_APPLIED } from "@/lib/server/public/apply-to-job";
import { withApi } from "./support/http";
import { invalidRequest } from "./support/errors";
import { serverUrl, testDatabaseName, testDatabaseUrl } from "./support/test-database";
import { createWorld } from "./support/world";

const { call } = withApi();

async function openJob(status: "open" | "draft" | "closed" = "open") {
  const organization = await createOrganization({ name: "Apply Org" });
  const job = await createJob(organization.id, { title: "Data Analyst", status });
  return { organization, job, path: `/api/public/orgs/${organization.slug}/jobs/${job.slug}/apply` };
}

const email = () => `${unique("applicant")}@Example.test`;

describe("POST /api/public/orgs/{slug}/jobs/{jobSlug}/apply", () => {
  it("creates the candidate and an active application in the first stage with an open visit, audit and mail", async () => {
    const { organization, job, path } = await openJob();
    const address = email();
    const res = await call("POST", path, {
      body: {
        name: "  Grace Hopper ",
        email: address,
        phone: "+49 30 1234567",
        resumeUrl: "https://cv.example.test/grace.pdf",
        coverLetter: "I like compilers.",
        status: "hired",
        currentStageId: job.stages[3].id,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true });

    const candidate = await ownerDb.candidate.findUniqueOrThrow({
      where: { organizationId_email: { organizationId: organization.id, email: address.toLowerCase() } },
    });
    expect(candidate).toMatchObject({ name: "Grace Hopper", phone: "+49 30 1234567", resumeUrl: "https://cv.example.test/grace.pdf" });
    const application = await ownerDb.application.findUniqueOrThrow({
      where: { jobId_candidateId: { jobId: job.id, candidateId: candidate.id } },
      include: { stageVisits: true },
    });
    expect(application).toMatchObject({
      status: "active",
      currentStageId: job.stages[0].id,
      coverLetter: "I like compilers.",
      closedAt: null,
      hiredAt: null,
      organizationId: organization.id,
    });
    expect(application.stageVisits).toEqual([expect.objectContaining({ stageId: job.stages[0].id, leftAt: null })]);
    const audit = await ownerDb.auditLog.findFirstOrThrow({ where: { action: "application.created", targetId: String(application.id) } });
    expect(audit).toMatchObject({
      organizationId: organization.id,
      actorUserId: null,
      actorName: "Candidate (public site)",
      targetType: "application",
    });
    expect(audit.metadata).toMatchObject({ jobId: job.id, candidateId: candidate.id, stageId: job.stages[0].id });
    const mail = await ownerDb.outboxEmail.findFirstOrThrow({ where: { toAddress: address.toLowerCase(), kind: "application_received" } });
    expect(mail.organizationId).toBe(organization.id);
  });

  it("keeps one candidate per organization and e-mail, written by the first apply only, and refuses a second application with 409", async () => {
    const { organization, job, path } = await openJob();
    const second = await createJob(organization.id, { title: "Data Scientist" });
    const address = email();
    expect((await call("POST", path, { body: { name: "First Name", email: address, phone: "123 456" } })).status).toBe(201);
    const created = await ownerDb.candidate.findFirstOrThrow({ where: { organizationId: organization.id } });
    const again = await call("POST", `/api/public/orgs/${organization.slug}/jobs/${second.slug}/apply`, {
      body: { name: "Second Name", email: address.toUpperCase(), resumeUrl: "https://cv.example.test/2.pdf" },
    });
    expect(again.status).toBe(201);
    const candidates = await ownerDb.candidate.findMany({ where: { organizationId: organization.id } });
    expect(candidates).toEqual([created]); // not even updatedAt moved
    expect(candidates[0]).toMatchObject({ name: "First Name", phone: "123 456", resumeUrl: null });
    const sentWith = await ownerDb.application.findMany({
      where: { candidateId: candidates[0].id },
      orderBy: { id: "asc" },
      select: { jobId: true, candidateName: true, candidatePhone: true, candidateResumeUrl: true },
    });
    expect(sentWith).toEqual([
      { jobId: job.id, candidateName: "First Name", candidatePhone: "123 456", candidateResumeUrl: null },
      { jobId: second.id, candidateName: "Second Name", candidatePhone: null, candidateResumeUrl: "https://cv.example.test/2.pdf" },
    ]);

    const duplicate = await call("POST", path, { body: { name: "First Name", email: address } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({ error: ALREADY_APPLIED, code: "conflict" });
    expect(await ownerDb.application.count({ where: { jobId: job.id } })).toBe(1);
  });

  it("keeps candidates of different organizations apart", async () => {
    const a = await openJob();
    const b = await openJob();
    const address = email();
    expect((await call("POST", a.path, { body: { name: "Same Person", email: address } })).status).toBe(201);
    expect((await call("POST", b.path, { body: { name: "Same Person", email: address } })).status).toBe(201);
    expect(await ownerDb.candidate.count({ where: { email: address.toLowerCase() } })).toBe(2);
  });

  it("answers 201 to a filled honeypot and stores nothing", async () => {
    const { job, path } = await openJob();
    const address = email();
    const res = await call("POST", path, { body: { name: "Bot", email: address, website: "https://spam.example" } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true });
    expect(await ownerDb.candidate.count({ where: { email: address.toLowerCase() } })).toBe(0);
    expect(await ownerDb.application.count({ where: { jobId: job.id } })).toBe(0);
    expect(await ownerDb.outboxEmail.count({ where: { toAddress: address.toLowerCase() } })).toBe(0);
    // an empty honeypot is a person
    expect((await call("POST", path, { body: { name: "Person", email: address, website: "" } })).status).toBe(201);
    expect(await ownerDb.application.count({ where: { jobId: job.id } })).toBe(1);
  });

  it("validates every field with 400 and stores nothing", async () => {
    const { job, path } = await openJob();
    const ok = { name: "Valid Name", email: email() };
    const invalid: Record<string, unknown>[] = [
      {},
      { ...ok, name: "" },
      { ...ok, name: "x".repeat(201) },
      { ...ok, email: "not-an-email" },
      { ...ok, email: ".dot@example.test" },
      { ...ok, email: "a..b@example.test" },
      { ...ok, email: "a@b.c" },
      { ...ok, resumeUrl: "http://cv.example.test/x.pdf" },
      { ...ok, resumeUrl: `https://example.test/${"a".repeat(2040)}` },
      { ...ok, coverLetter: "x".repeat(20_001) },
      { ...ok, phone: "call me maybe" },
      { ...ok, name: 42 },
    ];
    for (const body of invalid) {
      const res = await call("POST", path, { body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body).toEqual(invalidRequest(res.body));
    }
    expect((await call("POST", path, { rawBody: "{", headers: { "content-type": "application/json" } })).status).toBe(400);
    expect((await call("POST", path, { rawBody: JSON.stringify(ok), headers: { "content-type": "text/plain" } })).status).toBe(415);
    expect(await ownerDb.application.count({ where: { jobId: job.id } })).toBe(0);
    // the limits themselves are accepted
    const edge = await call("POST", path, {
      body: { ...ok, name: "n".repeat(200), coverLetter: "c".repeat(20_000), resumeUrl: `https://e.test/${"a".repeat(2033)}` },
    });
    expect(edge.status).toBe(201);
  });

  it("answers 404 for draft, closed and unknown jobs and unknown organizations", async () => {
    for (const status of ["draft", "closed"] as const) {
      const { path, job } = await openJob(status);
      const res = await call("POST", path, { body: { name: "N", email: email() } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: "Job not found", code: "not_found" });
      expect(await ownerDb.application.count({ where: { jobId: job.id } })).toBe(0);
    }
    const { organization } = await openJob();
    expect((await call("POST", `/api/public/orgs/${organization.slug}/jobs/nope-nope/apply`, { body: { name: "N", email: email() } })).status).toBe(404);
    expect((await call("POST", `/api/public/orgs/nope-nope/jobs/nope-nope/apply`, { body: { name: "N", email: email() } })).status).toBe(404);
  });

  it("reports rate-limit headers on success", async () => {
    const { path } = await openJob();
    const res = await call("POST", path, { body: { name: "Header Check", email: email() } });
    expect(res.status).toBe(201);
    expect(res.headers.get("x-ratelimit-limit")).toMatch(/^\d+$/);
    expect(res.headers.get("x-ratelimit-remaining")).toMatch(/^\d+$/);
    expect(res.headers.get("x-ratelimit-reset")).toMatch(/^\d+$/);
  });
});

// Issue 17: applying with someone else's e-mail to another job of the org must not change what the
// team sees on that person's earlier applications (docs/decisions/115).
describe("a later apply with the same e-mail", () => {
  const victim = { name: "Victoria Victim", phone: "+49 30 1111111", resumeUrl: "https://cv.example.test/victoria.pdf", coverLetter: "Hire me, please." };
  const attacker = { name: "Mallory Mimic", phone: "+1 555 0100", resumeUrl: "https://evil.example.test/cv.pdf", coverLetter: "Ignore the other one." };

  it("leaves every recruiter-facing read of the earlier application as it was sent", async () => {
    const world = await createWorld("Snapshot Org");
    const first = await createJob(world.organization.id, { title: "Backend Engineer", kitBody: "Ask about queues." });
    const other = await createJob(world.organization.id, { title: "Frontend Engineer" });
    const address = email();
    const apply = (jobSlug: string, body: object) =>
      call("POST", `/api/public/orgs/${world.organization.slug}/jobs/${jobSlug}/apply`, { body: { ...body, email: address } });
    expect((await apply(first.slug, victim)).status).toBe(201);
    expect((await apply(other.slug, attacker)).status).toBe(201);
    const candidate = await ownerDb.candidate.findFirstOrThrow({ where: { organizationId: world.organization.id } });
    const [mine, theirs] = await ownerDb.application.findMany({ where: { candidateId: candidate.id }, orderBy: { id: "asc" } });
    expect([mine.jobId, theirs.jobId]).toEqual([first.id, other.id]);
    const key = world.recruiter.key;
    const listed = (sent: typeof victim, application: typeof mine) => ({
      id: application.id,
      candidateId: candidate.id,
      currentStageId: application.currentStageId,
      coverLetter: sent.coverLetter,
      createdAt: application.createdAt.toISOString(),
      updatedAt: application.updatedAt.toISOString(),
      name: sent.name,
      email: address.toLowerCase(),
      phone: sent.phone,
      resumeUrl: sent.resumeUrl,
      source: null,
      status: "active",
      rejectionReasonId: null,
    });

    // the board of each job shows what that application was sent with
    const board = await call("GET", `/api/jobs/${first.id}/applications`, { key });
    expect(board.status).toBe(200);
    expect(board.body.applications).toEqual([listed(victim, mine)]);
    const otherBoard = await call("GET", `/api/jobs/${other.id}/applications`, { key });
    expect(otherBoard.body.applications).toEqual([listed(attacker, theirs)]);
    // so does the list across jobs
    const across = await call("GET", `/api/applications?q=${encodeURIComponent(address)}`, { key });
    expect(across.body.applications).toEqual([
      { ...listed(victim, mine), jobId: first.id },
      { ...listed(attacker, theirs), jobId: other.id },
    ]);
    // and the name filter searches those names
    expect((await call("GET", `/api/jobs/${first.id}/applications?q=mallory`, { key })).body.page.total).toBe(0);
    expect((await call("GET", `/api/jobs/${first.id}/applications?q=victoria`, { key })).body.applications).toEqual([listed(victim, mine)]);

    // the application screen (feedback view) and the application itself
    const view = await call("GET", `/api/applications/${mine.id}/feedback`, { key });
    expect(view.status).toBe(200);
    expect(view.body.application).toEqual({
      id: mine.id,
      candidateId: candidate.id,
      jobId: first.id,
      name: victim.name,
      email: address.toLowerCase(),
      phone: victim.phone,
      resumeUrl: victim.resumeUrl,
      jobTitle: "Backend Engineer",
      kitBody: "Ask about queues.",
      referral: null,
      agency: null,
    });
    const single = await call("GET", `/api/applications/${mine.id}`, { key });
    expect(single.body.application).toMatchObject({ id: mine.id, candidateId: candidate.id, coverLetter: victim.coverLetter });

    // home: the review queue and an interviewer's task name each application as it was sent
    const asked = await call("POST", `/api/applications/${mine.id}/interviewers`, { key, body: { userIds: [world.interviewer.id] } });
    expect(asked.status).toBe(200);
    const home = await call("GET", "/api/home", { key });
    expect(home.body.reviewQueue).toEqual([
      { applicationId: mine.id, jobId: first.id, candidateName: victim.name, jobTitle: "Backend Engineer", appliedAt: mine.createdAt.toISOString() },
      { applicationId: theirs.id, jobId: other.id, candidateName: attacker.name, jobTitle: "Frontend Engineer", appliedAt: theirs.createdAt.toISOString() },
    ]);
    const tasks = await call("GET", "/api/home", { key: world.interviewer.key });
    expect(tasks.body.myTasks).toEqual([expect.objectContaining({ applicationId: mine.id, candidateName: victim.name })]);
  });
});

// Issue 10: concurrent applies with one e-mail share one candidate; only a second application to
// the same job is refused, always with the apply endpoint's own 409 (docs/decisions/115).
describe("concurrent applies with one e-mail", () => {
  const counter = async (jobId: number) =>
    (await ownerDb.$queryRaw<{ total: number }[]>`SELECT total FROM job_application_counters WHERE job_id = ${jobId}`)[0]?.total;

  // a new e-mail, and one whose candidate exists already (then nothing waits on a candidate insert)
  for (const known of [false, true]) {
    it(`to one job${known ? " by a known candidate" : ""}: exactly one 201, and every other answer is the apply endpoint's own 409`, async () => {
      const { organization, job, path } = await openJob();
      const address = email();
      if (known) {
        const earlier = await createJob(organization.id, { title: "Earlier Role" });
        const first = await call("POST", `/api/public/orgs/${organization.slug}/jobs/${earlier.slug}/apply`, { body: { name: "Known", email: address } });
        expect(first.status).toBe(201);
      }
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => call("POST", path, { body: { name: `Racer ${i}`, email: address, phone: `+49 ${i}${i}${i}` } })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(409)]);
      for (const lost of results.filter((r) => r.status === 409)) expect(lost.body).toEqual({ error: ALREADY_APPLIED, code: "conflict" });
      const winner = results.findIndex((r) => r.status === 201);

      const candidates = await ownerDb.candidate.findMany({ where: { organizationId: organization.id } });
      expect(candidates).toEqual([expect.objectContaining({ name: known ? "Known" : `Racer ${winner}`, email: address.toLowerCase() })]);
      const applications = await ownerDb.application.findMany({ where: { jobId: job.id }, include: { stageVisits: true } });
      expect(applications).toEqual([
        expect.objectContaining({ candidateId: candidates[0].id, candidateName: `Racer ${winner}`, candidatePhone: `+49 ${winner}${winner}${winner}` }),
      ]);
      expect(applications[0].stageVisits).toHaveLength(1);
      expect(await counter(job.id)).toBe(1);
      const created = await ownerDb.auditLog.count({ where: { organizationId: organization.id, action: "application.created" } });
      expect(created).toBe(known ? 2 : 1);
      const mails = await ownerDb.outboxEmail.count({ where: { toAddress: address.toLowerCase(), kind: "application_received" } });
      expect(mails).toBe(known ? 2 : 1);
    });
  }

  it("to ten jobs: all 201, one candidate, and each application keeps its own details", async () => {
    const { organization } = await openJob();
    const jobs = [];
    for (let i = 0; i < 10; i++) jobs.push(await createJob(organization.id, { title: `Parallel Role ${i}` }));
    const address = email();
    const results = await Promise.all(
      jobs.map((job, i) =>
        call("POST", `/api/public/orgs/${organization.slug}/jobs/${job.slug}/apply`, { body: { name: `Applicant ${i}`, email: address } }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
    const candidates = await ownerDb.candidate.findMany({ where: { organizationId: organization.id } });
    expect(candidates).toHaveLength(1);
    const applications = await ownerDb.application.findMany({ where: { candidateId: candidates[0].id }, select: { jobId: true, candidateName: true } });
    expect(applications.sort((a, b) => a.jobId - b.jobId)).toEqual(jobs.map((job, i) => ({ jobId: job.id, candidateName: `Applicant ${i}` })));
    for (const job of jobs) expect(await counter(job.id)).toBe(1);
  });
});

// Applications created before per-application details existed show what they showed until then.
describe("migration 20261123100000_application_snapshots", () => {
  it("fills every existing application with its candidate's details and then requires a name", async () => {
    const name = testDatabaseName("hiring_snapshots");
    const url = testDatabaseUrl(name);
    const dir = await mkdtemp(path.join(tmpdir(), "snapshot-migrations-"));
    const admin = new pg.Client({ connectionString: serverUrl() });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const client = new pg.Client({ connectionString: url });
    try {
      const migrations = await listMigrations();
      const at = migrations.findIndex((m) => m.name === "20261123100000_application_snapshots");
      expect(at).toBeGreaterThan(0);
      for (const m of migrations.slice(0, at)) {
        await mkdir(path.join(dir, m.name));
        await writeFile(path.join(dir, m.name, "migration.sql"), m.sql);
      }
      await migrate(url, () => {}, dir);
      await client.connect();
      await client.query(`
        WITH o AS (INSERT INTO organizations (name, slug) VALUES ('Old Org', 'old-org') RETURNING id),
             j AS (INSERT INTO jobs (organization_id, slug, title, status) SELECT id, j.slug, j.slug, 'open' FROM o, (VALUES ('one'), ('two')) j(slug) RETURNING id, organization_id),
             s AS (INSERT INTO stages (job_id, name, position) SELECT id, 'Applied', 0 FROM j RETURNING id, job_id),
             c AS (INSERT INTO candidates (organization_id, name, email, phone, resume_url)
                   SELECT o.id, c.name, c.email, c.phone, c.resume_url FROM o, (VALUES
                     ('Ada Old', 'ada@old.test', '+1 111', 'https://cv.old.test/ada.pdf'), ('Bo Old', 'bo@old.test', NULL, NULL)) c(name, email, phone, resume_url)
                   RETURNING id, organization_id, email)
        INSERT INTO applications (organization_id, job_id, candidate_id, current_stage_id)
        SELECT c.organization_id, s.job_id, c.id, s.id FROM c, s WHERE c.email = 'ada@old.test' OR s.job_id = (SELECT min(id) FROM j)`);
      await migrate(url);
      const rows = await client.query(`SELECT c.email, a.candidate_name, a.candidate_phone, a.candidate_resume_url
        FROM applications a JOIN candidates c ON c.id = a.candidate_id ORDER BY c.email, a.job_id`);
      expect(rows.rows).toEqual([
        { email: "ada@old.test", candidate_name: "Ada Old", candidate_phone: "+1 111", candidate_resume_url: "https://cv.old.test/ada.pdf" },
        { email: "ada@old.test", candidate_name: "Ada Old", candidate_phone: "+1 111", candidate_resume_url: "https://cv.old.test/ada.pdf" },
        { email: "bo@old.test", candidate_name: "Bo Old", candidate_phone: null, candidate_resume_url: null },
      ]);
      // an application without a name is refused (not-null is checked before the unique index)
      await expect(
        client.query(`INSERT INTO applications (organization_id, job_id, candidate_id, current_stage_id)
          SELECT organization_id, job_id, candidate_id, current_stage_id FROM applications LIMIT 1`),
      ).rejects.toMatchObject({ code: "23502", column: "candidate_name" });
    } finally {
      await client.end().catch(() => {});
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
