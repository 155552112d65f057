import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { hashSecret } from "@/lib/auth/api-keys";
import { createJob, createOrganization, unique } from "@/prisma/factories";
import { withApi } from "./support/http";

// docs/decisions/185: the "application received" mail carries the candidate's own withdrawal link,
// so withdrawing later is one click, without typing the e-mail address again.
const { call } = withApi();
const DAY_MS = 24 * 60 * 60 * 1000;

async function applied() {
  const organization = await createOrganization({ name: "One Click Org" });
  const job = await createJob(organization.id, { title: "Courier", status: "open" });
  const email = `${unique("rider")}@example.test`;
  const res = await call("POST", `/api/public/orgs/${organization.slug}/jobs/${job.slug}/apply`, { body: { name: "Rae Rider", email } });
  expect(res.status).toBe(201);
  const application = await ownerDb.application.findFirstOrThrow({ where: { jobId: job.id } });
  const mail = await ownerDb.outboxEmail.findFirstOrThrow({ where: { toAddress: email, kind: "application_received" } });
  const token = /\/careers\/withdraw\/([A-Za-z0-9_-]{20,})/.exec(mail.textBody)?.[1];
  expect(token, mail.textBody).toBeDefined();
  return { organization, job, email, application, token: token! };
}

describe("the withdrawal link in the application-received mail", () => {
  it("is a single-use link of that application, stored only as a hash, valid for 90 days", async () => {
    const { application, token } = await applied();
    const stored = await ownerDb.withdrawalToken.findFirstOrThrow({ where: { applicationId: application.id } });
    expect(stored.tokenHash).toBe(hashSecret(token));
    const ttl = stored.expiresAt.getTime() - stored.createdAt.getTime();
    expect(Math.abs(ttl - 90 * DAY_MS)).toBeLessThan(60_000);
    expect(stored.usedAt).toBeNull();
    // nothing happens by opening it: the page shows what it would withdraw
    const shown = await call("GET", `/api/public/withdrawals/${token}`);
    expect(shown.body).toEqual({ withdrawal: { state: "pending", jobTitle: "Courier", organizationName: "One Click Org" } });
    expect((await ownerDb.application.findUniqueOrThrow({ where: { id: application.id } })).status).toBe("active");
  });

  it("withdraws in one request with the token alone, audited, and is spent after", async () => {
    const { application, token } = await applied();
    const res = await call("POST", `/api/public/withdrawals/${token}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, state: "withdrawn", alreadyWithdrawn: false });
    const after = await ownerDb.application.findUniqueOrThrow({ where: { id: application.id } });
    expect(after.status).toBe("withdrawn");
    const audit = await ownerDb.auditLog.findFirstOrThrow({ where: { action: "application.withdrawn", targetId: String(application.id) } });
    expect(audit).toMatchObject({ actorUserId: null, actorName: "Candidate (public site)" });
    expect(audit.metadata).toMatchObject({ before: { status: "active" }, after: { status: "withdrawn" }, targetLabel: "Rae Rider (Courier)" });
    expect((await ownerDb.withdrawalToken.findFirstOrThrow({ where: { applicationId: application.id } })).usedAt).not.toBeNull();
    const again = await call("POST", `/api/public/withdrawals/${token}`);
    expect(again.body).toEqual({ ok: true, state: "withdrawn", alreadyWithdrawn: true });
  });

  it("no longer works once the team has closed the application", async () => {
    const { organization, application, token } = await applied();
    await ownerDb.application.update({ where: { id: application.id }, data: { status: "rejected", closedAt: new Date() } });
    const res = await call("POST", `/api/public/withdrawals/${token}`);
    expect(res.status).toBe(409);
    expect((await ownerDb.application.findUniqueOrThrow({ where: { id: application.id } })).status).toBe("rejected");
    expect(await ownerDb.auditLog.count({ where: { organizationId: organization.id, action: "application.withdrawn" } })).toBe(0);
  });
});
