import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { appUrl } from "@/lib/env";
import { createUser } from "@/prisma/factories";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

const { call } = withApi();
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const LINK = /\/invite\/([A-Za-z0-9_-]{43})\b/;

describe("POST /api/team/invite", () => {
  it("creates a hashed single-use invitation, mails the link and audits it without the token", async () => {
    const world = await createWorld("Invite Co");
    const res = await call("POST", "/api/team/invite", { key: world.admin.key, body: { email: "  New.Person@Example.com ", role: "recruiter" } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, simulated: true });

    const invitation = await ownerDb.invitation.findFirstOrThrow({ where: { organizationId: world.organization.id } });
    expect(invitation).toMatchObject({ email: "new.person@example.com", role: "recruiter", invitedById: world.admin.id, acceptedAt: null });
    const ttl = invitation.expiresAt.getTime() - invitation.createdAt.getTime();
    expect(Math.abs(ttl - 7 * 86_400_000)).toBeLessThan(5_000);
    expect(invitation.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const mail = await ownerDb.outboxEmail.findFirstOrThrow({ where: { organizationId: world.organization.id, kind: "invitation" } });
    expect(mail.toAddress).toBe("new.person@example.com");
    expect(mail.subject).toContain("Invite Co");
    const token = LINK.exec(mail.textBody)?.[1];
    expect(token).toBeDefined();
    expect(mail.textBody).toContain(`${appUrl()}/invite/${token}`);
    expect(invitation.tokenHash).not.toContain(token!);

    const audit = await ownerDb.auditLog.findFirstOrThrow({ where: { organizationId: world.organization.id, action: "invitation.created" } });
    expect(audit).toMatchObject({
      actorUserId: world.admin.id,
      targetType: "invitation",
      targetId: String(invitation.id),
      metadata: { email: "new.person@example.com", role: "recruiter", expiresAt: invitation.expiresAt.toISOString(), replaced: 0 },
    });
    expect(JSON.stringify(audit)).not.toContain(token!);
    expect(JSON.stringify(res.body)).not.toContain(token!);
  });

  it("defaults the role to interviewer and replaces an earlier pending invitation", async () => {
    const world = await createWorld();
    await call("POST", "/api/team/invite", { key: world.admin.key, body: { email: "twice@example.com", role: "admin" } });
    const again = await call("POST", "/api/team/invite", { key: world.admin.key, body: { email: "twice@example.com" } });
    expect(again.body).toEqual({ ok: true, simulated: true });
    const invitations = await ownerDb.invitation.findMany({ where: { organizationId: world.organization.id } });
    expect(invitations).toHaveLength(1);
    expect(invitations[0].role).toBe("interviewer");
    const mails = await ownerDb.outboxEmail.findMany({ where: { toAddress: "twice@example.com" }, orderBy: { id: "asc" } });
    expect(mails).toHaveLength(2);
    const firstToken = LINK.exec(mails[0].textBody)![1];
    expect((await call("GET", `/api/invitations/${firstToken}`)).status).toBe(404);
    const secondToken = LINK.exec(mails[1].textBody)![1];
    expect((await call("GET", `/api/invitations/${secondToken}`)).body.invitation.role).toBe("interviewer");
    const audits = await ownerDb.auditLog.findMany({ where: { organizationId: world.organization.id, action: "invitation.created" }, orderBy: { id: "asc" } });
    expect(audits.map((a) => (a.metadata as { replaced: number }).replaced)).toEqual([0, 1]);
  });

  it("answers 409 for a current member of the team (another organization's account: tests/invitations.test.ts)", async () => {
    const world = await createWorld();
    const member = await call("POST", "/api/team/invite", { key: world.admin.key, body: { email: world.recruiter.email.toUpperCase() } });
    expect(member.status).toBe(409);
    expect(member.body).toEqual({ error: expect.stringContaining("already a member"), code: "conflict" });
    expect(await ownerDb.invitation.count({ where: { organizationId: world.organization.id } })).toBe(0);
    expect(await ownerDb.outboxEmail.count({ where: { organizationId: world.organization.id } })).toBe(0);
  });

  it("checks the permission the route declares (403) before the body (400); only admins invite", async () => {
    const world = await createWorld();
    for (const body of [{}, { email: "nope" }, { email: "a@b.c" }, { email: "ok@example.com", role: "owner" }, { email: `${"a".repeat(250)}@example.com` }]) {
      expect((await call("POST", "/api/team/invite", { key: world.admin.key, body })).status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    for (const role of ["recruiter", "hiring_manager", "interviewer"] as const) {
      const res = await call("POST", "/api/team/invite", { key: world[role].key, body: { email: "x@example.com" } });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: expect.any(String), code: "forbidden" });
      // the conflict comes after the permission check
      expect((await call("POST", "/api/team/invite", { key: world[role].key, body: { email: world.admin.email } })).status).toBe(403);
    }
    // the route's permission comes before the body is read (its endpoint's `need`)
    expect((await call("POST", "/api/team/invite", { key: world.interviewer.key, body: { email: "bad" } })).status).toBe(403);
    expect((await call("POST", "/api/team/invite", { body: { email: "x@example.com" } })).status).toBe(401);
    expect(await ownerDb.invitation.count({ where: { organizationId: world.organization.id } })).toBe(0);
  });
});

describe("GET /api/team", () => {
  it("lists members for every role and pending invitations only for admins", async () => {
    const world = await createWorld();
    await createUser(world.organization.id, { role: "interviewer", name: "Aaron Early" });
    await call("POST", "/api/team/invite", { key: world.admin.key, body: { email: "pending@example.com", role: "hiring_manager" } });
    await call("POST", "/api/team/invite", { key: world.admin.key, body: { email: "expired@example.com" } });
    await ownerDb.invitation.updateMany({ where: { email: "expired@example.com" }, data: { expiresAt: new Date(Date.now() - 1000) } });

    const admin = await call("GET", "/api/team", { key: world.admin.key });
    expect(admin.status).toBe(200);
    expect(admin.body.members).toHaveLength(5);
    expect(admin.body.members[0]).toEqual({ id: expect.any(String), name: "Aaron Early", email: expect.any(String), role: "interviewer", status: "active", weeklyInterviewLimit: null, interviewsThisWeek: 0, interviewsNextWeek: 0 });
    expect(admin.body.members).toContainEqual({ id: world.recruiter.id, name: world.recruiter.name, email: world.recruiter.email, role: "recruiter", status: "active", weeklyInterviewLimit: null, interviewsThisWeek: 0, interviewsNextWeek: 0 });
    const names = admin.body.members.map((m: { name: string }) => m.name);
    expect(names).toEqual([...names].sort());
    expect(admin.body.invitations).toEqual([
      { id: expect.any(Number), email: "pending@example.com", role: "hiring_manager", expiresAt: expect.stringMatching(ISO), createdAt: expect.stringMatching(ISO) },
    ]);
    expect(JSON.stringify(admin.body)).not.toMatch(/hash|token/i);

    for (const role of ["recruiter", "hiring_manager", "interviewer"] as const) {
      const res = await call("GET", "/api/team", { key: world[role].key });
      expect(res.status).toBe(200);
      expect(res.body.members).toEqual(admin.body.members);
      expect(res.body.invitations).toEqual([]);
    }
  });

  it("shows only the caller's organization", async () => {
    const a = await createWorld();
    const b = await createWorld();
    await call("POST", "/api/team/invite", { key: a.admin.key, body: { email: "only-a@example.com" } });
    const res = await call("GET", "/api/team", { key: b.admin.key });
    expect(res.body.members.map((m: { id: string }) => m.id).sort()).toEqual([b.admin.id, b.recruiter.id, b.hiring_manager.id, b.interviewer.id].sort());
    expect(res.body.invitations).toEqual([]);
    expect((await call("GET", "/api/team")).status).toBe(401);
  });
});
