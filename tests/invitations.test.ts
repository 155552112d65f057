import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { signInWithPassword } from "@/lib/auth/sign-in";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

const { call } = withApi();
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const PASSWORD = "correct horse battery";

async function invite(world: Awaited<ReturnType<typeof createWorld>>, email: string, role?: string) {
  const res = await call("POST", "/api/team/invite", { key: world.admin.key, body: { email, ...(role ? { role } : {}) } });
  expect(res.status).toBe(200);
  const mail = await ownerDb.outboxEmail.findFirstOrThrow({ where: { toAddress: email, kind: "invitation" }, orderBy: { id: "desc" } });
  return /\/invite\/([A-Za-z0-9_-]+)/.exec(mail.textBody)![1];
}

describe("invitation lifecycle", () => {
  it("invite → outbox link → GET → accept → user signs in with the invited role → second accept 409", async () => {
    const world = await createWorld("Lifecycle Inc");
    const token = await invite(world, "newbie@example.com", "hiring_manager");

    const shown = await call("GET", `/api/invitations/${token}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual({
      invitation: {
        email: "newbie@example.com",
        role: "hiring_manager",
        organization: { name: "Lifecycle Inc", slug: world.organization.slug },
        expiresAt: expect.stringMatching(ISO),
      },
    });

    const accepted = await call("POST", `/api/invitations/${token}/accept`, { body: { name: "  Nia Newbie ", password: PASSWORD } });
    expect(accepted.status).toBe(201);
    expect(accepted.body).toEqual({ ok: true, email: "newbie@example.com" });

    const user = await ownerDb.user.findUniqueOrThrow({ where: { email: "newbie@example.com" } });
    expect(user).toMatchObject({ organizationId: world.organization.id, name: "Nia Newbie", role: "hiring_manager" });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.passwordHash).not.toContain(PASSWORD);
    const signIn = await signInWithPassword("newbie@example.com", PASSWORD, "203.0.113.9");
    expect(signIn).toEqual({ ok: true, user: { id: user.id, name: "Nia Newbie", email: "newbie@example.com" } });

    const invitation = await ownerDb.invitation.findFirstOrThrow({ where: { email: "newbie@example.com" } });
    expect(invitation.acceptedAt).toBeInstanceOf(Date);
    const audit = await ownerDb.auditLog.findFirstOrThrow({ where: { action: "invitation.accepted", targetId: String(invitation.id) } });
    expect(audit).toMatchObject({
      organizationId: world.organization.id,
      actorUserId: user.id,
      actorName: "Nia Newbie",
      targetType: "invitation",
      metadata: { userId: user.id, email: "newbie@example.com", role: "hiring_manager" },
    });

    const second = await call("POST", `/api/invitations/${token}/accept`, { body: { name: "Someone Else", password: PASSWORD } });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ error: expect.stringContaining("already been used"), code: "conflict" });
    const reread = await call("GET", `/api/invitations/${token}`);
    expect(reread.status).toBe(409);
    expect(await ownerDb.user.count({ where: { email: "newbie@example.com" } })).toBe(1);

    // the new member shows up on the team
    const team = await call("GET", "/api/team", { key: world.admin.key });
    expect(team.body.members).toContainEqual({ id: user.id, name: "Nia Newbie", email: "newbie@example.com", role: "hiring_manager", status: "active", weeklyInterviewLimit: null, interviewsThisWeek: 0, interviewsNextWeek: 0 });
    expect(team.body.invitations).toEqual([]);
  });

  it("refuses an expired invitation with 409 on GET and accept", async () => {
    const world = await createWorld("Late Ltd");
    const token = await invite(world, "late@example.com");
    await ownerDb.invitation.updateMany({ where: { email: "late@example.com" }, data: { expiresAt: new Date(Date.now() - 60_000) } });
    const shown = await call("GET", `/api/invitations/${token}`);
    expect(shown.status).toBe(409);
    expect(shown.body).toEqual({ error: expect.stringContaining("expired"), code: "conflict" });
    const accepted = await call("POST", `/api/invitations/${token}/accept`, { body: { name: "Late", password: PASSWORD } });
    expect(accepted.status).toBe(409);
    expect(await ownerDb.user.count({ where: { email: "late@example.com" } })).toBe(0);
  });

  it("answers 409 when the e-mail became a user of the same organization meanwhile, leaving the invitation unused", async () => {
    const world = await createWorld();
    const token = await invite(world, "raced@example.com");
    await ownerDb.user.create({ data: { organizationId: world.organization.id, email: "raced@example.com", name: "Made By CLI", role: "recruiter" } });
    const shown = await call("GET", `/api/invitations/${token}`);
    expect(shown.status).toBe(409);
    expect(shown.body.error).toBe("An account with this e-mail already exists; sign in instead");
    const res = await call("POST", `/api/invitations/${token}/accept`, { body: { name: "Raced", password: PASSWORD } });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe("An account with this e-mail already exists; sign in instead");
    expect((await ownerDb.invitation.findFirstOrThrow({ where: { email: "raced@example.com" } })).acceptedAt).toBeNull();
    expect((await ownerDb.user.findUniqueOrThrow({ where: { email: "raced@example.com" } })).name).toBe("Made By CLI");
  });

  it("accepts exactly once under two concurrent accepts", async () => {
    const world = await createWorld();
    const token = await invite(world, "racer@example.com");
    const [a, b] = await Promise.all([
      call("POST", `/api/invitations/${token}/accept`, { body: { name: "Racer A", password: PASSWORD } }),
      call("POST", `/api/invitations/${token}/accept`, { body: { name: "Racer B", password: PASSWORD } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect(await ownerDb.user.count({ where: { email: "racer@example.com" } })).toBe(1);
    expect(await ownerDb.auditLog.count({ where: { organizationId: world.organization.id, action: "invitation.accepted" } })).toBe(1);
  });

  it("answers 404 for an unknown token and 400 for malformed input, without credentials", async () => {
    const unknown = "A".repeat(43);
    expect((await call("GET", `/api/invitations/${unknown}`)).status).toBe(404);
    const res = await call("POST", `/api/invitations/${unknown}/accept`, { body: { name: "X", password: PASSWORD } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: "Invitation not found", code: "not_found" });
    expect((await call("GET", "/api/invitations/short")).status).toBe(400);
    expect((await call("GET", `/api/invitations/${"a".repeat(30)}!`)).status).toBe(400);

    const world = await createWorld();
    const token = await invite(world, "validate@example.com");
    for (const body of [{}, { name: "V" }, { password: PASSWORD }, { name: "", password: PASSWORD }, { name: "V", password: "short" }, { name: "V", password: "p".repeat(201) }]) {
      const bad = await call("POST", `/api/invitations/${token}/accept`, { body });
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
    const raw = await call("POST", `/api/invitations/${token}/accept`, { rawBody: "{}", headers: { "content-type": "text/plain" } });
    expect(raw.status).toBe(415);
    // a stray Authorization header on the public endpoint is ignored
    const shown = await call("GET", `/api/invitations/${token}`, { headers: { authorization: "Bearer nonsense" } });
    expect(shown.status).toBe(200);
    expect((await ownerDb.invitation.findFirstOrThrow({ where: { email: "validate@example.com" } })).acceptedAt).toBeNull();
  });
});

// Another tenant's users must not be discoverable by inviting them (docs/decisions/112).
describe("inviting an address that has an account with another organization", () => {
  const ELSEWHERE = /another organization.*different e-mail address.*contact support/;

  it("answers exactly as for a fresh address: status, body, headers, invitation, mail and audit", async () => {
    const world = await createWorld("Inviting Org");
    const other = await createWorld("Other Tenant");
    const foreignEmail = other.recruiter.email;
    const freshEmail = `fresh-${Date.now()}@example.com`;

    const fresh = await call("POST", "/api/team/invite", { key: world.admin.key, body: { email: freshEmail, role: "recruiter" } });
    const foreign = await call("POST", "/api/team/invite", { key: world.admin.key, body: { email: foreignEmail, role: "recruiter" } });
    expect(foreign.status).toBe(200);
    expect(foreign.status).toBe(fresh.status);
    expect(foreign.body).toEqual({ ok: true, simulated: true });
    expect(foreign.body).toEqual(fresh.body);
    const headerNames = (r: { headers: Headers }) => [...r.headers.keys()].filter((n) => n !== "date").sort();
    expect(headerNames(foreign)).toEqual(headerNames(fresh));

    const rows = await ownerDb.invitation.findMany({ where: { organizationId: world.organization.id }, orderBy: { id: "asc" } });
    expect(rows.map((r) => [r.email, r.role, r.acceptedAt])).toEqual([
      [freshEmail, "recruiter", null],
      [foreignEmail, "recruiter", null],
    ]);
    expect(await ownerDb.outboxEmail.count({ where: { organizationId: world.organization.id, toAddress: foreignEmail, kind: "invitation" } })).toBe(1);
    const audits = await ownerDb.auditLog.findMany({ where: { organizationId: world.organization.id, action: "invitation.created" }, orderBy: { id: "asc" } });
    expect(audits.map((a) => Object.keys(a.metadata as object).sort())).toEqual([
      ["email", "expiresAt", "replaced", "role"],
      ["email", "expiresAt", "replaced", "role"],
    ]);
    const team = await call("GET", "/api/team", { key: world.admin.key });
    expect(team.body.invitations.map((i: { email: string }) => i.email).sort()).toEqual([foreignEmail, freshEmail].sort());
    // nothing reaches the other organization
    expect(await ownerDb.auditLog.count({ where: { organizationId: other.organization.id } })).toBe(0);
  });

  it("tells only the link's holder, on opening and on accepting, to use another address; nothing changes", async () => {
    const world = await createWorld("Inviting Org");
    const other = await createWorld("Other Tenant");
    const existing = await ownerDb.user.findUniqueOrThrow({ where: { id: other.interviewer.id } });
    const token = await invite(world, existing.email, "admin");
    const otherAuditsBefore = await ownerDb.auditLog.count({ where: { organizationId: other.organization.id } });

    const shown = await call("GET", `/api/invitations/${token}`);
    expect(shown.status).toBe(409);
    expect(shown.body.error).toMatch(ELSEWHERE);
    expect(shown.body.error).not.toContain("Other Tenant");

    const accepted = await call("POST", `/api/invitations/${token}/accept`, { body: { name: "Taken Over", password: PASSWORD } });
    expect(accepted.status).toBe(409);
    expect(accepted.body.error).toMatch(ELSEWHERE);
    expect(accepted.body.error).not.toContain("Other Tenant");

    // the account stays as it was, in its own organization, with its own role and password
    expect(await ownerDb.user.findUniqueOrThrow({ where: { id: existing.id } })).toEqual(existing);
    expect(await signInWithPassword(existing.email, PASSWORD, "203.0.113.10")).toMatchObject({ ok: false });
    // the invitation stays pending, as an ignored one would, and nobody is audited as accepting it
    const invitation = await ownerDb.invitation.findFirstOrThrow({ where: { organizationId: world.organization.id, email: existing.email } });
    expect(invitation.acceptedAt).toBeNull();
    expect(await ownerDb.auditLog.count({ where: { action: "invitation.accepted", targetId: String(invitation.id) } })).toBe(0);
    expect(await ownerDb.auditLog.count({ where: { organizationId: other.organization.id } })).toBe(otherAuditsBefore);
    const team = await call("GET", "/api/team", { key: world.admin.key });
    expect(team.body.members.map((m: { id: string }) => m.id)).not.toContain(existing.id);
    expect(team.body.invitations).toEqual([expect.objectContaining({ email: existing.email, role: "admin" })]);
  });
});
