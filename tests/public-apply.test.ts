import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createJob, createOrganization, unique } from "@/prisma/factories";
import { withApi } from "./support/http";

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

    const candidate = await db.candidate.findUniqueOrThrow({
      where: { organizationId_email: { organizationId: organization.id, email: address.toLowerCase() } },
    });
    expect(candidate).toMatchObject({ name: "Grace Hopper", phone: "+49 30 1234567", resumeUrl: "https://cv.example.test/grace.pdf" });
    const application = await db.application.findUniqueOrThrow({
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
    const audit = await db.auditLog.findFirstOrThrow({ where: { action: "application.created", targetId: String(application.id) } });
    expect(audit).toMatchObject({
      organizationId: organization.id,
      actorUserId: null,
      actorName: "Candidate (public site)",
      targetType: "application",
    });
    expect(audit.metadata).toMatchObject({ jobId: job.id, candidateId: candidate.id, stageId: job.stages[0].id });
    const mail = await db.outboxEmail.findFirstOrThrow({ where: { toAddress: address.toLowerCase(), kind: "application_received" } });
    expect(mail.organizationId).toBe(organization.id);
  });

  it("keeps one candidate per organization and e-mail, refreshing details, and refuses a second application with 409", async () => {
    const { organization, job, path } = await openJob();
    const second = await createJob(organization.id, { title: "Data Scientist" });
    const address = email();
    expect((await call("POST", path, { body: { name: "First Name", email: address, phone: "123 456" } })).status).toBe(201);
    const again = await call("POST", `/api/public/orgs/${organization.slug}/jobs/${second.slug}/apply`, {
      body: { name: "Second Name", email: address.toUpperCase(), resumeUrl: "https://cv.example.test/2.pdf" },
    });
    expect(again.status).toBe(201);
    const candidates = await db.candidate.findMany({ where: { organizationId: organization.id } });
    expect(candidates).toHaveLength(1);
    expect(candidates[0]).toMatchObject({ name: "Second Name", phone: "123 456", resumeUrl: "https://cv.example.test/2.pdf" });
    expect(await db.application.count({ where: { candidateId: candidates[0].id } })).toBe(2);

    const duplicate = await call("POST", path, { body: { name: "First Name", email: address } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({ error: expect.stringMatching(/already applied/) });
    expect(await db.application.count({ where: { jobId: job.id } })).toBe(1);
  });

  it("keeps candidates of different organizations apart", async () => {
    const a = await openJob();
    const b = await openJob();
    const address = email();
    expect((await call("POST", a.path, { body: { name: "Same Person", email: address } })).status).toBe(201);
    expect((await call("POST", b.path, { body: { name: "Same Person", email: address } })).status).toBe(201);
    expect(await db.candidate.count({ where: { email: address.toLowerCase() } })).toBe(2);
  });

  it("answers 201 to a filled honeypot and stores nothing", async () => {
    const { job, path } = await openJob();
    const address = email();
    const res = await call("POST", path, { body: { name: "Bot", email: address, website: "https://spam.example" } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true });
    expect(await db.candidate.count({ where: { email: address.toLowerCase() } })).toBe(0);
    expect(await db.application.count({ where: { jobId: job.id } })).toBe(0);
    expect(await db.outboxEmail.count({ where: { toAddress: address.toLowerCase() } })).toBe(0);
    // an empty honeypot is a person
    expect((await call("POST", path, { body: { name: "Person", email: address, website: "" } })).status).toBe(201);
    expect(await db.application.count({ where: { jobId: job.id } })).toBe(1);
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
      expect(res.body).toEqual({ error: expect.any(String) });
    }
    expect((await call("POST", path, { rawBody: "{", headers: { "content-type": "application/json" } })).status).toBe(400);
    expect((await call("POST", path, { rawBody: JSON.stringify(ok), headers: { "content-type": "text/plain" } })).status).toBe(415);
    expect(await db.application.count({ where: { jobId: job.id } })).toBe(0);
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
      expect(res.body).toEqual({ error: "Job not found" });
      expect(await db.application.count({ where: { jobId: job.id } })).toBe(0);
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
