import pg from "pg";
import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { resolveOidcUser } from "@/lib/auth/oidc";
import { SIGN_IN_DEACTIVATED, SIGN_IN_FAILED, signInWithPassword } from "@/lib/auth/sign-in";
import { TEAM_LOCK } from "@/lib/server/team/lock-team";
import { createApiKey, createApplication, createCandidate, createJob, createOrganization, createUser } from "@/prisma/factories";
import { createReviewRequest } from "@/prisma/factories/review-request";
import { invalidRequest } from "./support/errors";
import { withApi } from "./support/http";
import { sessionCookie } from "./support/session";
import { eventually } from "./support/eventually";
import { createWorld } from "./support/world";

// Team administration (docs/decisions/172-174): role changes, deactivation, removal, invitations.
const { call } = withApi();
const LINK = /\/invite\/([A-Za-z0-9_-]{43})\b/;
const PASSWORD = "team-admin-password";


async function audits(organizationId: number, action: string) {
  return ownerDb.auditLog.findMany({ where: { organizationId, action }, orderBy: { id: "asc" } });
}

// Two reads first, so the credential is remembered and the next read takes the one-statement path
// (docs/decisions/057) that must notice the change too.
async function warm(path: string, auth: { key?: string; cookie?: string }) {
  for (let i = 0; i < 2; i++) expect((await call("GET", path, auth)).status).toBe(200);
}

describe("PATCH /api/team/{userId}: role", () => {
  it("changes the role for the member's very next request, by API key and by session, and audits it", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id, { title: "Visible to recruiters" });
    const cookie = await sessionCookie(world.recruiter.id);
    await warm("/api/jobs", { key: world.recruiter.key });
    await warm("/api/jobs", { cookie });
    expect((await call("GET", "/api/jobs", { key: world.recruiter.key })).body.jobs.map((j: { id: number }) => j.id)).toEqual([job.id]);

    const changed = await call("PATCH", `/api/team/${world.recruiter.id}`, { key: world.admin.key, body: { role: "interviewer" } });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({
      member: { id: world.recruiter.id, name: world.recruiter.name, email: world.recruiter.email, role: "interviewer", status: "active", weeklyInterviewLimit: null },
    });
    for (const auth of [{ key: world.recruiter.key }, { cookie }]) {
      const jobs = await call("GET", "/api/jobs", auth);
      expect(jobs.status).toBe(200);
      expect(jobs.body.jobs).toEqual([]); // an interviewer asked for nothing sees no job
      expect((await call("GET", `/api/jobs/${job.id}`, auth)).status).toBe(404);
      expect((await call("POST", "/api/jobs", { ...auth, body: { title: "Not allowed" } })).status).toBe(403);
    }
    const [entry] = await audits(world.organization.id, "member.role_changed");
    expect(entry).toMatchObject({
      actorUserId: world.admin.id,
      targetType: "member",
      targetId: world.recruiter.id,
      metadata: { name: world.recruiter.name, email: world.recruiter.email, before: { role: "recruiter" }, after: { role: "interviewer" } },
    });

    // the same role again changes nothing and records nothing
    const same = await call("PATCH", `/api/team/${world.recruiter.id}`, { key: world.admin.key, body: { role: "interviewer" } });
    expect(same.status).toBe(200);
    expect(await audits(world.organization.id, "member.role_changed")).toHaveLength(1);

    // promoted to admin, the same key may do admin things at once
    await call("PATCH", `/api/team/${world.recruiter.id}`, { key: world.admin.key, body: { role: "admin" } });
    expect((await call("GET", "/api/audit-logs", { key: world.recruiter.key })).status).toBe(200);
  });

  it("checks the permission the route declares (403), then validates input (400), then finds the member (404)", async () => {
    const world = await createWorld();
    const other = await createWorld();
    for (const body of [{}, { role: "owner" }, { status: "suspended" }, { role: null }]) {
      const res = await call("PATCH", `/api/team/${world.interviewer.id}`, { key: world.admin.key, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual(invalidRequest(res.body));
    }
    expect((await call("PATCH", `/api/team/${"x".repeat(65)}`, { key: world.admin.key, body: { role: "admin" } })).status).toBe(400);
    expect((await call("PATCH", "/api/team/no-such-user", { key: world.admin.key, body: { role: "admin" } })).status).toBe(404);
    expect((await call("PATCH", `/api/team/${other.interviewer.id}`, { key: world.admin.key, body: { role: "admin" } })).status).toBe(404);
    // the route's permission comes before the member is looked up (its endpoint's `need`)
    expect((await call("PATCH", "/api/team/no-such-user", { key: world.recruiter.key, body: { role: "admin" } })).status).toBe(403);
    expect((await call("PATCH", `/api/team/${world.interviewer.id}`, { key: world.recruiter.key, body: { role: null } })).status).toBe(403);
    for (const role of ["recruiter", "hiring_manager", "interviewer"] as const) {
      const res = await call("PATCH", `/api/team/${world.interviewer.id}`, { key: world[role].key, body: { role: "admin" } });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: expect.any(String), code: "forbidden" });
      expect((await call("DELETE", `/api/team/${world.interviewer.id}`, { key: world[role].key })).status).toBe(403);
    }
    expect((await ownerDb.user.findUniqueOrThrow({ where: { id: world.interviewer.id } })).role).toBe("interviewer");
    expect((await call("PATCH", `/api/team/${world.interviewer.id}`, { body: { role: "admin" } })).status).toBe(401);
    expect((await call("GET", `/api/team/${world.interviewer.id}`, { key: world.admin.key })).status).toBe(405);
  });

  it("keeps at least one active admin: the last one cannot be demoted, deactivated or removed (409)", async () => {
    const world = await createWorld();
    const admin = world.admin;
    const demote = await call("PATCH", `/api/team/${admin.id}`, { key: admin.key, body: { role: "recruiter" } });
    expect(demote.status).toBe(409);
    expect(demote.body).toEqual({ error: expect.stringContaining("last active admin"), code: "conflict" });
    expect((await call("PATCH", `/api/team/${admin.id}`, { key: admin.key, body: { status: "deactivated" } })).status).toBe(409);
    expect((await call("DELETE", `/api/team/${admin.id}`, { key: admin.key })).status).toBe(409);

    // a second admin who is deactivated does not count
    const second = await createUser(world.organization.id, { role: "admin" });
    await ownerDb.user.update({ where: { id: second.id }, data: { deactivatedAt: new Date() } });
    expect((await call("PATCH", `/api/team/${admin.id}`, { key: admin.key, body: { role: "recruiter" } })).status).toBe(409);
    // reactivated, they do: now the first may step down (a self-demotion)
    expect((await call("PATCH", `/api/team/${second.id}`, { key: admin.key, body: { status: "active" } })).status).toBe(200);
    expect((await call("PATCH", `/api/team/${admin.id}`, { key: admin.key, body: { role: "recruiter" } })).status).toBe(200);
    expect(await ownerDb.user.count({ where: { organizationId: world.organization.id, role: "admin", deactivatedAt: null } })).toBe(1);
  });

  it("records an Undo as such: `undo: true` in the entry of the change that reverses, nowhere else", async () => {
    const world = await createWorld();
    const promoted = await call("PATCH", `/api/team/${world.interviewer.id}`, { key: world.admin.key, body: { role: "admin" } });
    expect(promoted.status).toBe(200);
    const undone = await call("PATCH", `/api/team/${world.interviewer.id}`, { key: world.admin.key, body: { role: "interviewer", undo: true } });
    expect(undone.status).toBe(200);
    expect(undone.body.member).toMatchObject({ id: world.interviewer.id, role: "interviewer", status: "active" });
    expect((await ownerDb.user.findUniqueOrThrow({ where: { id: world.interviewer.id } })).role).toBe("interviewer");
    const entries = await audits(world.organization.id, "member.role_changed");
    expect(entries.map((e) => e.metadata)).toEqual([
      { name: world.interviewer.name, email: world.interviewer.email, before: { role: "interviewer" }, after: { role: "admin" } },
      { name: world.interviewer.name, email: world.interviewer.email, before: { role: "admin" }, after: { role: "interviewer" }, undo: true },
    ]);
    // as the audit log API reads it
    const logs = await call("GET", `/api/audit-logs?action=member.role_changed&targetType=member`, { key: world.admin.key });
    expect(logs.body.logs.map((l: { metadata: { undo?: boolean } }) => l.metadata.undo ?? false)).toEqual([true, false]);

    // `undo: false` is an ordinary change; the flag alone changes nothing (400), nor may it skip a rule
    await call("PATCH", `/api/team/${world.recruiter.id}`, { key: world.admin.key, body: { role: "hiring_manager", undo: false } });
    const [, , plain] = await audits(world.organization.id, "member.role_changed");
    expect(plain.metadata).not.toHaveProperty("undo");
    for (const body of [{ undo: true }, { role: "recruiter", undo: "yes" }]) {
      const res = await call("PATCH", `/api/team/${world.recruiter.id}`, { key: world.admin.key, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual(invalidRequest(res.body));
    }
    const lastAdmin = await call("PATCH", `/api/team/${world.admin.id}`, { key: world.admin.key, body: { role: "recruiter", undo: true } });
    expect(lastAdmin.status).toBe(409);
    expect(lastAdmin.body.error).toContain("last active admin");
    expect(await audits(world.organization.id, "member.role_changed")).toHaveLength(3);
  });

  it("lets exactly one of two admins demoting each other at the same time succeed", async () => {
    const world = await createWorld();
    const other = await createUser(world.organization.id, { role: "admin" });
    const otherKey = (await createApiKey(other)).plaintext;
    // Both requests must be past their credential check before either changes a role: a request
    // that starts after the other's demotion committed is a recruiter's, and 403 is its right answer
    // (seen once on a loaded machine). So the team lock is held until both wait for it.
    const holder = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await holder.connect();
    try {
      await holder.query("SELECT pg_advisory_lock($1, $2)", [TEAM_LOCK, world.organization.id]);
      const racing = Promise.all([
        call("PATCH", `/api/team/${other.id}`, { key: world.admin.key, body: { role: "recruiter" } }),
        call("PATCH", `/api/team/${world.admin.id}`, { key: otherKey, body: { role: "recruiter" } }),
      ]);
      await eventually(async () => {
        const { rows } = await holder.query(
          `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND classid = $1 AND objid = $2`,
          [TEAM_LOCK, world.organization.id],
        );
        return rows[0].n === 2;
      }, 20_000, "both demotions waiting for the team lock");
      await holder.query("SELECT pg_advisory_unlock($1, $2)", [TEAM_LOCK, world.organization.id]);
      const results = await racing;
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    } finally {
      await holder.end();
    }
    expect(await ownerDb.user.count({ where: { organizationId: world.organization.id, role: "admin" } })).toBe(1);
  });
});

describe("PATCH /api/team/{userId}: deactivation", () => {
  it("stops the member's keys and sessions on the very next request, refuses sign-in, and reactivation restores both", async () => {
    const world = await createWorld();
    const user = await createUser(world.organization.id, { role: "recruiter", password: PASSWORD });
    const key = (await createApiKey(user)).plaintext;
    const cookie = await sessionCookie(user.id);
    await warm("/api/jobs", { key });
    await warm("/api/home", { cookie });

    const off = await call("PATCH", `/api/team/${user.id}`, { key: world.admin.key, body: { status: "deactivated" } });
    expect(off.status).toBe(200);
    expect(off.body.member).toMatchObject({ id: user.id, status: "deactivated", role: "recruiter" });
    for (const [path, auth] of [["/api/jobs", { key }], ["/api/home", { cookie }], ["/api/home", { key }], ["/api/jobs", { cookie }]] as const) {
      const res = await call("GET", path, auth);
      expect(res.status, `${path} ${Object.keys(auth)[0]}`).toBe(401);
      expect(res.body.code).toBe("unauthorized");
    }
    expect((await call("POST", "/api/api-keys", { key, body: { name: "sneaky" } })).status).toBe(401);
    expect((await call("POST", "/api/api-keys", { cookie, body: { name: "sneaky" } })).status).toBe(401);
    expect(await signInWithPassword(user.email, PASSWORD, "203.0.113.70")).toEqual({ ok: false, message: SIGN_IN_DEACTIVATED });
    // a wrong password learns nothing about the account
    expect(await signInWithPassword(user.email, "wrong-password!", "203.0.113.70")).toEqual({ ok: false, message: SIGN_IN_FAILED });

    const team = await call("GET", "/api/team", { key: world.interviewer.key });
    expect(team.body.members).toContainEqual({ id: user.id, name: user.name, email: user.email, role: "recruiter", status: "deactivated", weeklyInterviewLimit: null, interviewsThisWeek: 0, interviewsNextWeek: 0 });
    const [entry] = await audits(world.organization.id, "member.deactivated");
    expect(entry).toMatchObject({ actorUserId: world.admin.id, targetId: user.id, metadata: { before: { status: "active" }, after: { status: "deactivated" } } });

    // deactivated members cannot be asked to review
    const job = await createJob(world.organization.id);
    const application = await createApplication(job);
    const ask = await call("POST", `/api/applications/${application.id}/interviewers`, { key: world.recruiter.key, body: { userIds: [user.id] } });
    expect(ask.status).toBe(400);
    expect(ask.body.error).toContain("deactivated");

    const on = await call("PATCH", `/api/team/${user.id}`, { key: world.admin.key, body: { status: "active", role: "hiring_manager" } });
    expect(on.body.member).toMatchObject({ status: "active", role: "hiring_manager" });
    expect((await call("GET", "/api/home", { key })).status).toBe(200);
    expect((await call("GET", "/api/home", { cookie })).status).toBe(200);
    const [back] = await audits(world.organization.id, "member.reactivated");
    expect(back.metadata).toMatchObject({ before: { status: "deactivated", role: "recruiter" }, after: { status: "active", role: "hiring_manager" } });
    expect((await signInWithPassword(user.email, PASSWORD, "203.0.113.70")).ok).toBe(true);
  });

  it("refuses deactivating yourself (409)", async () => {
    const world = await createWorld();
    await createUser(world.organization.id, { role: "admin" });
    const res = await call("PATCH", `/api/team/${world.admin.id}`, { key: world.admin.key, body: { status: "deactivated" } });
    expect(res.status).toBe(409);
    expect(res.body.error).toContain("yourself");
  });

  it("refuses single sign-on for a deactivated member and counts the sign-ins of active ones", async () => {
    const org = await createOrganization({ idpOrgId: `idp-${Date.now()}` });
    const user = await createUser(org.id, { role: "recruiter" });
    const profile = { id: `sub-${user.id}`, email: user.email, emailVerified: true, name: user.name, orgClaim: org.idpOrgId };
    expect(await resolveOidcUser(profile)).toEqual({ userId: user.id });
    expect((await ownerDb.user.findUniqueOrThrow({ where: { id: user.id } })).signInCount).toBe(1);
    await ownerDb.user.update({ where: { id: user.id }, data: { deactivatedAt: new Date() } });
    expect(await resolveOidcUser(profile)).toEqual({ refused: "AccountDeactivated" });
    expect((await ownerDb.user.findUniqueOrThrow({ where: { id: user.id } })).signInCount).toBe(1);
  });

  it("counts password sign-ins, so home can tell a newcomer from a returning member", async () => {
    const world = await createWorld();
    const user = await createUser(world.organization.id, { password: PASSWORD });
    expect((await ownerDb.user.findUniqueOrThrow({ where: { id: user.id } })).signInCount).toBe(0);
    await signInWithPassword(user.email, "wrong-password!", "203.0.113.71");
    expect((await ownerDb.user.findUniqueOrThrow({ where: { id: user.id } })).signInCount).toBe(0);
    await signInWithPassword(user.email, PASSWORD, "203.0.113.71");
    await signInWithPassword(user.email, PASSWORD, "203.0.113.71");
    const after = await ownerDb.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after.signInCount).toBe(2);
    expect(after.lastSignInAt).toBeInstanceOf(Date);
  });
});

describe("DELETE /api/team/{userId}", () => {
  it("removes a member: no more sign-in, keys revoked for good, open reviews withdrawn, their work kept", async () => {
    const world = await createWorld();
    const user = await createUser(world.organization.id, { role: "interviewer", password: PASSWORD });
    const { plaintext: key, key: apiKey } = await createApiKey(user).then((k) => ({ ...k, key: k }));
    const cookie = await sessionCookie(user.id);
    await warm("/api/home", { key });
    const job = await createJob(world.organization.id);
    const candidate = await createCandidate(world.organization.id);
    const done = await createApplication(job, { candidate });
    const open = await createApplication(job);
    await createReviewRequest(done, user, { completedAt: new Date() });
    await createReviewRequest(open, user);
    await ownerDb.feedback.create({ data: { applicationId: done.id, authorId: user.id, notes: "Kept after removal" } });

    const removed = await call("DELETE", `/api/team/${user.id}`, { key: world.admin.key });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ ok: true });
    expect((await call("GET", "/api/home", { key })).status).toBe(401);
    expect((await call("GET", "/api/home", { cookie })).status).toBe(401);
    expect((await signInWithPassword(user.email, PASSWORD, "203.0.113.72")).ok).toBe(false);
    expect((await ownerDb.apiKey.findFirstOrThrow({ where: { userId: user.id } })).revokedAt).toBeInstanceOf(Date);
    expect(apiKey).toBeTruthy();
    expect(await ownerDb.reviewRequest.findMany({ where: { reviewerId: user.id }, select: { applicationId: true } })).toEqual([{ applicationId: done.id }]);
    const view = await call("GET", `/api/applications/${done.id}/feedback`, { key: world.admin.key });
    expect(view.body.feedback.map((f: { authorName: string }) => f.authorName)).toEqual([user.name]);

    const team = await call("GET", "/api/team", { key: world.admin.key });
    expect(team.body.members.map((m: { id: string }) => m.id)).not.toContain(user.id);
    const [entry] = await audits(world.organization.id, "member.removed");
    expect(entry).toMatchObject({
      actorUserId: world.admin.id,
      targetType: "member",
      targetId: user.id,
      metadata: { name: user.name, email: user.email, role: "interviewer", revokedKeys: 1, withdrawnReviews: 1 },
    });
    // gone from the team: removing or changing them again is 404
    expect((await call("DELETE", `/api/team/${user.id}`, { key: world.admin.key })).status).toBe(404);
    expect((await call("PATCH", `/api/team/${user.id}`, { key: world.admin.key, body: { status: "active" } })).status).toBe(404);
    expect((await call("DELETE", `/api/team/${world.admin.id}`, { key: world.admin.key })).status).toBe(409);
  });

  it("lets a removed member be invited again; accepting restores the same account with the new role", async () => {
    const world = await createWorld();
    const user = await createUser(world.organization.id, { role: "hiring_manager", password: PASSWORD });
    // a deactivated member is reactivated, not invited
    await call("PATCH", `/api/team/${user.id}`, { key: world.admin.key, body: { status: "deactivated" } });
    const refused = await call("POST", "/api/team/invite", { key: world.admin.key, body: { email: user.email } });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain("deactivated");

    await call("DELETE", `/api/team/${user.id}`, { key: world.admin.key });
    expect((await call("POST", "/api/team/invite", { key: world.admin.key, body: { email: user.email, role: "interviewer" } })).status).toBe(200);
    const mail = await ownerDb.outboxEmail.findFirstOrThrow({ where: { toAddress: user.email }, orderBy: { id: "desc" } });
    const token = LINK.exec(mail.textBody)![1];
    expect((await call("GET", `/api/invitations/${token}`)).status).toBe(200);
    const accepted = await call("POST", `/api/invitations/${token}/accept`, { body: { name: "Returning Person", password: "a-new-password-1" } });
    expect(accepted.status).toBe(201);
    const restored = await ownerDb.user.findUniqueOrThrow({ where: { email: user.email } });
    expect(restored).toMatchObject({ id: user.id, name: "Returning Person", role: "interviewer", removedAt: null, deactivatedAt: null });
    expect((await signInWithPassword(user.email, "a-new-password-1", "203.0.113.73")).ok).toBe(true);
    const [entry] = await audits(world.organization.id, "invitation.accepted");
    expect(entry.metadata).toMatchObject({ userId: user.id, restored: true });
  });
});

describe("invitations: revoke and resend", () => {
  async function invite(world: Awaited<ReturnType<typeof createWorld>>, email: string) {
    expect((await call("POST", "/api/team/invite", { key: world.admin.key, body: { email, role: "recruiter" } })).status).toBe(200);
    const invitation = await ownerDb.invitation.findFirstOrThrow({ where: { organizationId: world.organization.id, email } });
    const mail = await ownerDb.outboxEmail.findFirstOrThrow({ where: { toAddress: email }, orderBy: { id: "desc" } });
    return { invitation, token: LINK.exec(mail.textBody)![1] };
  }

  it("revokes a pending invitation: its link answers 404, the audit says who and what", async () => {
    const world = await createWorld();
    const { invitation, token } = await invite(world, "revoke.me@example.com");
    for (const role of ["recruiter", "hiring_manager", "interviewer"] as const) {
      expect((await call("DELETE", `/api/team/invitations/${invitation.id}`, { key: world[role].key })).status).toBe(403);
      expect((await call("DELETE", "/api/team/invitations/999999999", { key: world[role].key })).status).toBe(403);
    }
    const res = await call("DELETE", `/api/team/invitations/${invitation.id}`, { key: world.admin.key });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect((await call("GET", `/api/invitations/${token}`)).status).toBe(404);
    expect((await call("GET", "/api/team", { key: world.admin.key })).body.invitations).toEqual([]);
    const [entry] = await audits(world.organization.id, "invitation.revoked");
    expect(entry).toMatchObject({ actorUserId: world.admin.id, targetId: String(invitation.id), metadata: { email: "revoke.me@example.com", role: "recruiter" } });
    expect((await call("DELETE", `/api/team/invitations/${invitation.id}`, { key: world.admin.key })).status).toBe(404);
    expect((await call("DELETE", "/api/team/invitations/x", { key: world.admin.key })).status).toBe(400);
    expect((await call("DELETE", "/api/team/invitations/99999999999", { key: world.admin.key })).status).toBe(404);
  });

  it("keeps organizations apart and refuses accepted invitations (409)", async () => {
    const world = await createWorld();
    const other = await createWorld();
    const { invitation, token } = await invite(world, "accepted@example.com");
    expect((await call("DELETE", `/api/team/invitations/${invitation.id}`, { key: other.admin.key })).status).toBe(404);
    expect((await call("POST", `/api/team/invitations/${invitation.id}/resend`, { key: other.admin.key })).status).toBe(404);
    await call("POST", `/api/invitations/${token}/accept`, { body: { name: "Accepted", password: "long-enough-pw" } });
    const revoke = await call("DELETE", `/api/team/invitations/${invitation.id}`, { key: world.admin.key });
    expect(revoke.status).toBe(409);
    expect(revoke.body.code).toBe("conflict");
    expect((await call("POST", `/api/team/invitations/${invitation.id}/resend`, { key: world.admin.key })).status).toBe(409);
  });

  it("resends with a new link valid 7 days from now; the old link stops working; expired ones too", async () => {
    const world = await createWorld();
    const { invitation, token } = await invite(world, "resend.me@example.com");
    await ownerDb.invitation.update({ where: { id: invitation.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await call("POST", `/api/team/invitations/${invitation.id}/resend`, { key: world.interviewer.key })).status).toBe(403);

    const res = await call("POST", `/api/team/invitations/${invitation.id}/resend`, { key: world.admin.key });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, simulated: true });
    const mails = await ownerDb.outboxEmail.findMany({ where: { toAddress: "resend.me@example.com" }, orderBy: { id: "asc" } });
    expect(mails).toHaveLength(2);
    const fresh = LINK.exec(mails[1].textBody)![1];
    expect(fresh).not.toBe(token);
    expect((await call("GET", `/api/invitations/${token}`)).status).toBe(404);
    const opened = await call("GET", `/api/invitations/${fresh}`);
    expect(opened.status).toBe(200);
    expect(opened.body.invitation).toMatchObject({ email: "resend.me@example.com", role: "recruiter" });
    const renewed = await ownerDb.invitation.findUniqueOrThrow({ where: { id: invitation.id } });
    expect(Math.abs(renewed.expiresAt.getTime() - Date.now() - 7 * 86_400_000)).toBeLessThan(10_000);
    const [entry] = await audits(world.organization.id, "invitation.resent");
    expect(entry).toMatchObject({
      actorUserId: world.admin.id,
      targetId: String(invitation.id),
      metadata: { email: "resend.me@example.com", role: "recruiter", expiresAt: renewed.expiresAt.toISOString() },
    });
    expect(JSON.stringify(entry)).not.toContain(fresh);
  });
});
