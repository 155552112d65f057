import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { hashSecret } from "@/lib/auth/api-keys";
import { createApplication, createCandidate, createJob, createOrganization, unique } from "@/prisma/factories";
import { WITHDRAWAL_RESPONSE_FLOOR_MS } from "@/lib/server/withdrawals/request-withdrawal";
import { withApi } from "./support/http";
import { invalidRequest } from "./support/errors";

const { call } = withApi();

async function appliedWorld() {
  const organization = await createOrganization({ name: "Withdraw Org" });
  const job = await createJob(organization.id, { title: "Support Engineer" });
  const email = `${unique("leaver")}@example.test`;
  const candidate = await createCandidate(organization.id, { email });
  const application = await createApplication(job, { candidate, stageIndex: 1 });
  const path = `/api/public/orgs/${organization.slug}/jobs/${job.slug}/withdraw`;
  return { organization, job, email, candidate, application, path };
}

async function linkFor(email: string): Promise<string> {
  const mail = await ownerDb.outboxEmail.findFirstOrThrow({ where: { toAddress: email, kind: "withdrawal_link" }, orderBy: { id: "desc" } });
  const match = /\/careers\/withdraw\/([A-Za-z0-9_-]+)/.exec(mail.textBody);
  expect(match).not.toBeNull();
  return match![1];
}

describe("POST /api/public/orgs/{slug}/jobs/{jobSlug}/withdraw", () => {
  it("mails a single-use link for a matching active application, stores only its hash and withdraws nothing", async () => {
    const { email, application, path } = await appliedWorld();
    const res = await call("POST", path, { body: { email: email.toUpperCase() } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    const token = await linkFor(email);
    const mail = await ownerDb.outboxEmail.findFirstOrThrow({ where: { toAddress: email, kind: "withdrawal_link" } });
    expect(mail.textBody).toContain(`http://localhost:3000/careers/withdraw/${token}`);
    const stored = await ownerDb.withdrawalToken.findFirstOrThrow({ where: { applicationId: application.id } });
    expect(stored.tokenHash).toBe(hashSecret(token));
    expect(stored.tokenHash).not.toContain(token);
    const ttl = stored.expiresAt.getTime() - stored.createdAt.getTime();
    expect(Math.abs(ttl - 24 * 3600 * 1000)).toBeLessThan(5000);
    expect((await ownerDb.application.findUniqueOrThrow({ where: { id: application.id } })).status).toBe("active");
  });

  it("answers the same for an unknown e-mail or an inactive application, and mails nothing", async () => {
    const { organization, job, path } = await appliedWorld();
    const rejected = await createApplication(job, { status: "rejected", candidateEmail: `${unique("rej")}@example.test` });
    const rejectedEmail = (await ownerDb.candidate.findUniqueOrThrow({ where: { id: rejected.candidateId } })).email;
    const stranger = `${unique("stranger")}@example.test`;
    for (const email of [stranger, rejectedEmail]) {
      const res = await call("POST", path, { body: { email } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true });
      expect(await ownerDb.outboxEmail.count({ where: { toAddress: email } })).toBe(0);
    }
    expect(await ownerDb.withdrawalToken.count({ where: { application: { organizationId: organization.id } } })).toBe(0);
  });

  it("does not let the response time reveal a match", async () => {
    const { email, path } = await appliedWorld();
    const time = async (address: string) => {
      const started = performance.now();
      const res = await call("POST", path, { body: { email: address } });
      expect(res.status).toBe(200);
      return performance.now() - started;
    };
    const matched = await time(email);
    const missed = await time(`${unique("nobody")}@example.test`);
    expect(matched).toBeGreaterThanOrEqual(WITHDRAWAL_RESPONSE_FLOOR_MS - 5);
    expect(missed).toBeGreaterThanOrEqual(WITHDRAWAL_RESPONSE_FLOOR_MS - 5);
  });

  it("validates the e-mail with 400 and answers 404 for unknown organizations, jobs and drafts", async () => {
    const { organization, email, path } = await appliedWorld();
    for (const bad of ["", "nope", "a..b@example.test", ".a@example.test", 7]) {
      const res = await call("POST", path, { body: { email: bad } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(invalidRequest(res.body));
    }
    expect((await call("POST", path, { body: {} })).status).toBe(400);
    const draft = await createJob(organization.id, { status: "draft" });
    for (const p of [
      `/api/public/orgs/${organization.slug}/jobs/nope-nope/withdraw`,
      `/api/public/orgs/nope-nope/jobs/nope-nope/withdraw`,
      `/api/public/orgs/${organization.slug}/jobs/${draft.slug}/withdraw`,
    ]) {
      const res = await call("POST", p, { body: { email } });
      expect(res.status, p).toBe(404);
      expect(res.body).toEqual({ error: "Job not found", code: "not_found" });
    }
  });

  it("still lets a candidate leave a closed job's process", async () => {
    const { job, email, path } = await appliedWorld();
    await ownerDb.job.update({ where: { id: job.id }, data: { status: "closed" } });
    expect((await call("POST", path, { body: { email } })).status).toBe(200);
    expect(await linkFor(email)).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });
});

describe("/api/public/withdrawals/{token}", () => {
  it("shows a pending link, withdraws once on POST, and then reports withdrawn", async () => {
    const { organization, job, email, application, path } = await appliedWorld();
    await call("POST", path, { body: { email } });
    const token = await linkFor(email);

    const pending = await call("GET", `/api/public/withdrawals/${token}`);
    expect(pending.status).toBe(200);
    expect(pending.body).toEqual({ withdrawal: { state: "pending", jobTitle: job.title, organizationName: organization.name } });

    const done = await call("POST", `/api/public/withdrawals/${token}`);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ ok: true, state: "withdrawn", alreadyWithdrawn: false });

    const after = await ownerDb.application.findUniqueOrThrow({ where: { id: application.id }, include: { stageVisits: true } });
    expect(after.status).toBe("withdrawn");
    expect(after.closedAt).toBeInstanceOf(Date);
    expect(after.stageVisits.filter((v) => v.leftAt === null)).toHaveLength(0);
    expect(after.stageVisits.find((v) => v.stageId === after.currentStageId)?.leftAt).toEqual(after.closedAt);
    const tokenRow = await ownerDb.withdrawalToken.findFirstOrThrow({ where: { applicationId: application.id } });
    expect(tokenRow.usedAt).toBeInstanceOf(Date);
    const audits = await ownerDb.auditLog.findMany({ where: { action: "application.withdrawn", targetId: String(application.id) } });
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorUserId: null, targetType: "application", organizationId: organization.id });
    expect(audits[0].metadata).toMatchObject({ before: { status: "active" }, after: { status: "withdrawn" } });

    const again = await call("POST", `/api/public/withdrawals/${token}`);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ ok: true, state: "withdrawn", alreadyWithdrawn: true });
    expect((await call("GET", `/api/public/withdrawals/${token}`)).body.withdrawal.state).toBe("withdrawn");
    expect(await ownerDb.auditLog.count({ where: { action: "application.withdrawn", targetId: String(application.id) } })).toBe(1);

    // once withdrawn, asking again mails nothing new
    await call("POST", path, { body: { email } });
    expect(await ownerDb.outboxEmail.count({ where: { toAddress: email, kind: "withdrawal_link" } })).toBe(1);
  });

  it("withdraws exactly once under concurrent confirmations", async () => {
    const { email, application, path } = await appliedWorld();
    await call("POST", path, { body: { email } });
    const token = await linkFor(email);
    const results = await Promise.all([1, 2, 3].map(() => call("POST", `/api/public/withdrawals/${token}`)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(results.filter((r) => r.body.alreadyWithdrawn === false)).toHaveLength(1);
    expect(await ownerDb.auditLog.count({ where: { action: "application.withdrawn", targetId: String(application.id) } })).toBe(1);
  });

  it("refuses an expired link with 409 and withdraws nothing", async () => {
    const { email, application, path } = await appliedWorld();
    await call("POST", path, { body: { email } });
    const token = await linkFor(email);
    await ownerDb.withdrawalToken.updateMany({ where: { applicationId: application.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await call("GET", `/api/public/withdrawals/${token}`)).body.withdrawal.state).toBe("expired");
    const res = await call("POST", `/api/public/withdrawals/${token}`);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: expect.stringMatching(/expired/), code: "conflict" });
    expect((await ownerDb.application.findUniqueOrThrow({ where: { id: application.id } })).status).toBe("active");
  });

  it("treats a link as spent when the team has closed the application meanwhile", async () => {
    const { email, application, path } = await appliedWorld();
    await call("POST", path, { body: { email } });
    const token = await linkFor(email);
    await ownerDb.application.update({ where: { id: application.id }, data: { status: "rejected", closedAt: new Date() } });
    expect((await call("GET", `/api/public/withdrawals/${token}`)).body.withdrawal.state).toBe("expired");
    expect((await call("POST", `/api/public/withdrawals/${token}`)).status).toBe(409);
    expect((await ownerDb.application.findUniqueOrThrow({ where: { id: application.id } })).status).toBe("rejected");
  });

  it("answers 404 for unknown or malformed tokens", async () => {
    for (const token of ["x".repeat(43), "short", "not%20a%20token"]) {
      expect((await call("GET", `/api/public/withdrawals/${token}`)).status).toBe(404);
      const res = await call("POST", `/api/public/withdrawals/${token}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: "Withdrawal link not found", code: "not_found" });
    }
  });
});
