import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { BUILT_IN_ROLES, PERMISSIONS } from "@/lib/auth/permissions";
import { createApiKey, createApplication, createJob, createUser, unique } from "@/prisma/factories";
import { stopClockAt } from "./support/clock";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

// Roles an organization defines (decision 471) and API keys narrower than their member: what a role
// holds decides every answer, through the routes' checks and the row-level policies alike.
const { call } = withApi();
const T0 = "2026-11-26T10:00:00.000Z";
const COORDINATOR = ["jobs.view_all", "interviews.schedule", "messages.read", "messages.send"];

async function scene() {
  const world = await createWorld(unique("Roles Org"));
  const job = await createJob(world.organization.id, { title: "Backend Engineer", hiringManagerIds: [world.hiring_manager.id] });
  const application = await createApplication(job, { candidateName: "Ada Coordinated" });
  const created = await call("POST", "/api/roles", { key: world.admin.key, body: { name: "Coordinator", permissions: COORDINATOR } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const user = await createUser(world.organization.id, { role: "recruiter", name: "Cora Coordinator" });
  const { plaintext } = await createApiKey(user);
  const assigned = await call("PATCH", `/api/team/${user.id}`, { key: world.admin.key, body: { roleId: created.body.role.id } });
  expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
  expect(assigned.body.member.role).toBe("coordinator");
  return { world, job, application, role: created.body.role, coordinator: { id: user.id, key: plaintext } };
}

describe("roles", () => {
  it("lists the catalogue with a sentence for each permission, and the caller's own permissions", async () => {
    const world = await createWorld(unique("Catalogue Org"));
    const listed = await call("GET", "/api/permissions", { key: world.interviewer.key });
    expect(listed.status).toBe(200);
    expect(listed.body.permissions).toEqual(PERMISSIONS.map(({ key, description }) => ({ key, description })));
    for (const required of ["jobs.view_all", "jobs.manage", "applications.manage", "feedback.view_all", "offers.view", "offers.manage", "offers.approve", "interviews.schedule", "messages.read", "messages.send", "candidates.export", "candidates.erase", "reports.view", "reports.eeo", "audit.view", "settings.manage", "team.manage"]) {
      expect(listed.body.permissions.map((p: { key: string }) => p.key)).toContain(required);
    }
    const me = await call("GET", "/api/users/me", { key: world.hiring_manager.key });
    expect(me.body).toEqual({
      user: { id: world.hiring_manager.id, email: world.hiring_manager.email, name: world.hiring_manager.name, role: "hiring_manager", permissions: [...BUILT_IN_ROLES.hiring_manager.permissions] },
    });
  });

  it("gives every organization the built-in roles (the agency recruiter's too, decision 504); admins create, rename and delete their own, audited and announced", async () => {
    const { world, role } = await scene();
    const roles = await call("GET", "/api/roles", { key: world.admin.key });
    expect(roles.body.roles.map((r: { key: string; builtIn: boolean }) => [r.key, r.builtIn])).toEqual([
      ["admin", true],
      ["recruiter", true],
      ["hiring_manager", true],
      ["interviewer", true],
      ["agency_recruiter", true],
      ["coordinator", false],
    ]);
    expect(role).toEqual({ id: expect.any(Number), key: "coordinator", name: "Coordinator", builtIn: false, permissions: COORDINATOR });
    for (const other of [world.recruiter, world.hiring_manager, world.interviewer]) {
      expect((await call("GET", "/api/roles", { key: other.key })).status).toBe(403);
      expect((await call("POST", "/api/roles", { key: other.key, body: { name: "Mine", permissions: [] } })).status).toBe(403);
    }
    // unknown permissions are a 400 naming each; a taken name is a 409
    const unknown = await call("POST", "/api/roles", { key: world.admin.key, body: { name: "Odd", permissions: ["jobs.view_all", "jobs.fly"] } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details).toEqual([expect.objectContaining({ path: "permissions.1" })]);
    expect((await call("POST", "/api/roles", { key: world.admin.key, body: { name: "coordinator", permissions: [] } })).status).toBe(409);
    // a permission another needs comes with it
    const sender = await call("POST", "/api/roles", { key: world.admin.key, body: { name: "Sender", permissions: ["messages.send"] } });
    expect(sender.body.role.permissions).toEqual(["messages.read", "messages.send"]);

    const renamed = await call("PATCH", `/api/roles/${role.id}`, { key: world.admin.key, body: { name: "Interview coordinator" } });
    expect(renamed.body.role).toEqual({ ...role, name: "Interview coordinator" });
    const admin = roles.body.roles.find((r: { key: string }) => r.key === "admin");
    expect((await call("PATCH", `/api/roles/${admin.id}`, { key: world.admin.key, body: { permissions: [] } })).status).toBe(409);
    expect((await call("DELETE", `/api/roles/${admin.id}`, { key: world.admin.key })).status).toBe(409);
    // another organization's role is not found
    const stranger = await createWorld(unique("Stranger Org"));
    expect((await call("GET", `/api/roles/${role.id}`, { key: stranger.admin.key })).status).toBe(404);
    expect((await call("DELETE", `/api/roles/${role.id}`, { key: stranger.admin.key })).status).toBe(404);

    // held by a member: 409 until nobody holds it
    const held = await call("DELETE", `/api/roles/${role.id}`, { key: world.admin.key });
    expect(held.status).toBe(409);
    expect(held.body.error).toContain("holds this role");
    const holder = await ownerDb.user.findFirstOrThrow({ where: { role: "coordinator", organizationId: world.organization.id } });
    expect((await call("PATCH", `/api/team/${holder.id}`, { key: world.admin.key, body: { role: "interviewer" } })).status).toBe(200);
    expect((await call("DELETE", `/api/roles/${role.id}`, { key: world.admin.key })).status).toBe(200);
    expect(await ownerDb.role.count({ where: { id: role.id } })).toBe(0);

    const entries = await ownerDb.auditLog.findMany({ where: { organizationId: world.organization.id, targetType: "role", targetId: String(role.id) }, orderBy: { id: "asc" } });
    expect(entries.map((e) => [e.action, e.actorUserId])).toEqual([
      ["role.created", world.admin.id],
      ["role.updated", world.admin.id],
      ["role.deleted", world.admin.id],
    ]);
    expect(entries[1].metadata).toMatchObject({ key: "coordinator", before: { name: "Coordinator" }, after: { name: "Interview coordinator" } });
    // event ids are random: compared as a set of types with their counts
    const events = await ownerDb.$queryRaw<{ type: string }[]>`SELECT type FROM events WHERE organization_id = ${world.organization.id} AND type LIKE 'role.%'`;
    expect(events.map((e) => e.type).sort()).toEqual(["role.created", "role.created", "role.deleted", "role.updated"]);
  });

  it("lets a coordinator schedule interviews and write to candidates, and shows them no offer, feedback or report", async () => {
    stopClockAt(T0);
    const { world, application, coordinator } = await scene();
    // the recruiting team's offer and feedback on the application
    const offer = await call("POST", `/api/applications/${application.id}/offers`, { key: world.recruiter.key, body: { salary: { amount: 85000, currency: "EUR", period: "year" } } });
    expect(offer.status).toBe(201);
    const criteria = await ownerDb.scorecardCriterion.findMany({ where: { jobId: application.jobId }, select: { id: true } });
    const ratings = criteria.slice(0, 1).map((c) => ({ criterionId: c.id, score: 3 }));
    expect((await call("PUT", `/api/applications/${application.id}/feedback`, { key: world.recruiter.key, body: { notes: "Strong", ratings } })).status).toBe(200);

    // sees every job and application
    const jobs = await call("GET", "/api/jobs", { key: coordinator.key });
    expect(jobs.body.jobs.map((j: { id: number }) => j.id)).toEqual([application.jobId]);
    expect((await call("GET", `/api/applications/${application.id}`, { key: coordinator.key })).status).toBe(200);

    // schedules and writes
    const interview = await call("POST", `/api/applications/${application.id}/interviews`, {
      key: coordinator.key,
      body: { title: "Screen", timeZone: "UTC", interviewerIds: [world.interviewer.id], startsAt: "2026-12-02T14:00:00.000Z", endsAt: "2026-12-02T15:00:00.000Z" },
    });
    expect(interview.status, JSON.stringify(interview.body)).toBe(201);
    const message = await call("POST", `/api/candidates/${application.candidateId}/messages`, { key: coordinator.key, body: { subject: "Your interview", body: "See you on Wednesday" } });
    expect(message.status, JSON.stringify(message.body)).toBe(201);
    const thread = await call("GET", `/api/candidates/${application.candidateId}/messages`, { key: coordinator.key });
    expect(thread.status).toBe(200);

    // no offer: every one is not found, the lists hold none
    expect((await call("GET", `/api/offers/${offer.body.offer.id}`, { key: coordinator.key })).status).toBe(404);
    const offers = await call("GET", `/api/applications/${application.id}/offers`, { key: coordinator.key });
    expect(offers.status === 404 || (offers.status === 200 && offers.body.offers.length === 0), JSON.stringify(offers.body)).toBe(true);
    expect((await call("POST", `/api/applications/${application.id}/offers`, { key: coordinator.key, body: { salary: { amount: 1, currency: "EUR", period: "year" } } })).status).toBe(403);
    // no one else's feedback, no scorecard
    const feedback = await call("GET", `/api/applications/${application.id}/feedback`, { key: coordinator.key });
    expect(feedback.status).toBe(200);
    expect(feedback.body.canSeeAll).toBe(false);
    expect(feedback.body.feedback).toEqual([]);
    expect(feedback.body.scorecard).toEqual([]);
    // no report, no move, no job change
    expect((await call("GET", "/api/reports", { key: coordinator.key })).status).toBe(403);
    const stages = await ownerDb.stage.findMany({ where: { jobId: application.jobId }, orderBy: { position: "asc" } });
    expect((await call("PATCH", `/api/applications/${application.id}`, { key: coordinator.key, body: { currentStageId: stages[1].id } })).status).toBe(403);
    expect((await call("PATCH", `/api/jobs/${application.jobId}`, { key: coordinator.key, body: { title: "Renamed" } })).status).toBe(403);
    expect((await call("POST", "/api/jobs", { key: coordinator.key, body: { title: "Mine" } })).status).toBe(403);
  });

  it("acts with a role's new permissions from the member's very next request", async () => {
    const { world, role, coordinator } = await scene();
    expect((await call("GET", "/api/reports", { key: coordinator.key })).status).toBe(403);
    expect((await call("GET", "/api/reports", { key: coordinator.key })).status).toBe(403);
    expect((await call("PATCH", `/api/roles/${role.id}`, { key: world.admin.key, body: { permissions: [...COORDINATOR, "reports.view"] } })).status).toBe(200);
    expect((await call("GET", "/api/reports", { key: coordinator.key })).status).toBe(200);
    expect((await call("GET", "/api/users/me", { key: coordinator.key })).body.user.permissions).toContain("reports.view");
  });
});

describe("API keys narrower than their member", () => {
  it("carry some of the creator's permissions, refuse more, and act with what the member's role still grants", async () => {
    const world = await createWorld(unique("Keys Org"));
    const job = await createJob(world.organization.id, { title: "Narrow" });
    await createApplication(job, { candidateName: "Ada Narrow" });
    const more = await call("POST", "/api/api-keys", { key: world.hiring_manager.key, body: { name: "Too much", permissions: ["reports.view", "jobs.view_all"] } });
    expect(more.status).toBe(400);
    expect(more.body.details).toEqual([{ path: "permissions.1", message: expect.stringContaining("not one of your own") }]);
    expect((await call("POST", "/api/api-keys", { key: world.recruiter.key, body: { name: "Odd", permissions: ["jobs.fly"] } })).status).toBe(400);

    const narrow = await call("POST", "/api/api-keys", { key: world.recruiter.key, body: { name: "Read only", permissions: ["reports.view", "jobs.view_all"] } });
    expect(narrow.status).toBe(201);
    const key = narrow.body.plaintext;
    expect((await call("GET", "/api/users/me", { key })).body.user.permissions).toEqual(["jobs.view_all", "reports.view"]);
    expect((await call("GET", "/api/jobs", { key })).body.jobs).toHaveLength(1);
    expect((await call("GET", "/api/reports", { key })).status).toBe(200);
    // the member may create jobs; this key may not
    expect((await call("POST", "/api/jobs", { key, body: { title: "Refused" } })).status).toBe(403);
    expect((await call("POST", "/api/jobs", { key: world.recruiter.key, body: { title: "Allowed" } })).status).toBe(201);
    // a key made with a narrowed key is at most as wide
    expect((await call("POST", "/api/api-keys", { key, body: { name: "Wider", permissions: ["jobs.create"] } })).status).toBe(400);

    // the member becomes an interviewer: the key keeps only what that role grants
    expect((await call("PATCH", `/api/team/${world.recruiter.id}`, { key: world.admin.key, body: { role: "interviewer" } })).status).toBe(200);
    expect((await call("GET", "/api/users/me", { key })).body.user.permissions).toEqual(["reports.view"]);
    expect((await call("GET", "/api/jobs", { key })).body.jobs).toHaveLength(0);
    const audit = await ownerDb.auditLog.findFirstOrThrow({ where: { organizationId: world.organization.id, action: "api_key.created", targetId: String(narrow.body.key.id) } });
    expect(audit.metadata).toMatchObject({ name: "Read only", permissions: ["jobs.view_all", "reports.view"] });
  });
});
