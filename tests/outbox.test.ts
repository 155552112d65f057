import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { createApplication, createCandidate, createJob, createOrganization, unique } from "@/prisma/factories";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

const { call } = withApi();
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe("GET /api/outbox", () => {
  it("lists the organization's mail newest first, paged, for admins only", async () => {
    const world = await createWorld("Outbox Org");
    const other = await createOrganization();
    const base = Date.UTC(2026, 10, 1);
    for (let i = 0; i < 3; i++) {
      await ownerDb.outboxEmail.create({
        data: {
          organizationId: world.organization.id,
          kind: "withdrawal_link",
          toAddress: i === 2 ? "special@example.test" : `p${i}@example.test`,
          subject: `Mail ${i}`,
          textBody: `Body ${i}`,
          createdAt: new Date(base + i * 60_000),
          sentAt: i === 0 ? new Date(base + 1000) : null,
        },
      });
    }
    await ownerDb.outboxEmail.create({ data: { organizationId: other.id, kind: "invite", toAddress: "x@example.test", subject: "Foreign", textBody: "no" } });

    const res = await call("GET", "/api/outbox", { key: world.admin.key });
    expect(res.status).toBe(200);
    expect(res.body.emails.map((e: { subject: string }) => e.subject)).toEqual(["Mail 2", "Mail 1", "Mail 0"]);
    expect(res.body.emails[2]).toEqual({
      id: expect.any(Number),
      kind: "withdrawal_link",
      to: "p0@example.test",
      subject: "Mail 0",
      text: "Body 0",
      createdAt: expect.stringMatching(ISO),
      sentAt: expect.stringMatching(ISO),
    });
    expect(res.body.emails[0].sentAt).toBeNull();
    expect(res.body.page).toEqual({ limit: 50, offset: 0, total: 3 });

    const paged = await call("GET", "/api/outbox?limit=1&offset=1", { key: world.admin.key });
    expect(paged.body.emails.map((e: { subject: string }) => e.subject)).toEqual(["Mail 1"]);
    expect(paged.body.page).toEqual({ limit: 1, offset: 1, total: 3 });
    const filtered = await call("GET", "/api/outbox?to=SPECIAL@example.test", { key: world.admin.key });
    expect(filtered.body.emails.map((e: { subject: string }) => e.subject)).toEqual(["Mail 2"]);
    expect((await call("GET", "/api/outbox?limit=x", { key: world.admin.key })).status).toBe(400);

    for (const role of ["recruiter", "hiring_manager", "interviewer"] as const) {
      const denied = await call("GET", "/api/outbox", { key: world[role].key });
      expect(denied.status, role).toBe(403);
      expect(denied.body).toEqual({ error: expect.any(String), code: "forbidden" });
    }
    expect((await call("GET", "/api/outbox")).status).toBe(401);
  });
});

// docs/decisions/111: admins read the mail, never a live single-use link.
describe("GET /api/outbox and single-use links", () => {
  it("hides the withdrawal and invitation tokens from admins, while the candidate's own link still works", async () => {
    const world = await createWorld("Masked Org");
    const job = await createJob(world.organization.id, { title: "Support Engineer" });
    const email = `${unique("leaver")}@example.test`;
    const application = await createApplication(job, { candidate: await createCandidate(world.organization.id, { email }) });
    const asked = await call("POST", `/api/public/orgs/${world.organization.slug}/jobs/${job.slug}/withdraw`, { body: { email } });
    expect(asked.status).toBe(200);
    const invited = await call("POST", "/api/team/invite", { key: world.admin.key, body: { email: "joiner@example.test" } });
    expect(invited.status).toBe(200);

    // without SMTP the stored mail is the delivery channel and keeps the links (the server log shows them too)
    const stored = await ownerDb.outboxEmail.findMany({ where: { organizationId: world.organization.id }, orderBy: { id: "asc" } });
    const withdrawToken = /\/careers\/withdraw\/([A-Za-z0-9_-]{43})/.exec(stored[0].textBody)![1];
    const inviteToken = /\/invite\/([A-Za-z0-9_-]{43})/.exec(stored[1].textBody)![1];

    const res = await call("GET", "/api/outbox", { key: world.admin.key });
    expect(res.status).toBe(200);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(withdrawToken);
    expect(text).not.toContain(inviteToken);
    const byKind = Object.fromEntries(res.body.emails.map((e: { kind: string; text: string }) => [e.kind, e.text]));
    expect(byKind.withdrawal_link).toContain("http://localhost:3000/careers/withdraw/[hidden]\n");
    expect(byKind.invitation).toContain("http://localhost:3000/invite/[hidden]\n");
    // the rest of the mail reads as sent
    expect(byKind.withdrawal_link).toBe(stored[0].textBody.replace(withdrawToken, "[hidden]"));
    const filtered = await call("GET", `/api/outbox?to=${encodeURIComponent(email)}`, { key: world.admin.key });
    expect(JSON.stringify(filtered.body)).not.toContain(withdrawToken);

    // asking for the link is audited, without the token
    const audit = await ownerDb.auditLog.findFirstOrThrow({ where: { organizationId: world.organization.id, action: "application.withdrawal_requested" } });
    expect(audit).toMatchObject({ actorUserId: null, actorName: "Careers site visitor", targetType: "application", targetId: String(application.id) });
    expect(audit.metadata).toEqual({ expiresAt: expect.stringMatching(ISO), targetLabel: `${application.candidateName} (Support Engineer)` });
    expect(JSON.stringify(audit)).not.toContain(withdrawToken);

    // the candidate's link, as mailed, withdraws
    const confirmed = await call("POST", `/api/public/withdrawals/${withdrawToken}`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ ok: true, state: "withdrawn", alreadyWithdrawn: false });
    expect((await ownerDb.application.findUniqueOrThrow({ where: { id: application.id } })).status).toBe("withdrawn");
    expect((await call("GET", `/api/invitations/${inviteToken}`)).status).toBe(200);
  });
});
