import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { createApiKey, createApplication, createCandidate, createJob, createUser } from "@/prisma/factories";
import { withApi } from "./support/http";
import { createWorld, ROLES } from "./support/world";

const { call } = withApi();

type Role = (typeof ROLES)[number];
type Case = { name: string; method: string; path: string; body?: (role: Role) => unknown; expect: Record<Role, number> };

async function setup() {
  const world = await createWorld();
  const job = await createJob(world.organization.id, { hiringManagerIds: [world.hiring_manager.id], criteria: ["Craft"] });
  const candidate = await createCandidate(world.organization.id);
  const application = await createApplication(job, { candidate });
  await ownerDb.reviewRequest.create({ data: { applicationId: application.id, reviewerId: world.interviewer.id } });
  return { world, job, candidate, application };
}

const ALL = (status: number) => ({ admin: status, recruiter: status, hiring_manager: status, interviewer: status });
const ADMIN_ONLY = (status: number) => ({ admin: status, recruiter: 403, hiring_manager: 403, interviewer: 403 });

describe("role matrix of the people endpoints", () => {
  it("lets each role do exactly what its role allows", async () => {
    const { world, job, candidate, application } = await setup();
    const cases: Case[] = [
      { name: "read org", method: "GET", path: "/api/orgs/me", expect: ALL(200) },
      { name: "branding", method: "PATCH", path: "/api/orgs/branding", body: () => ({ accentColor: "#010203" }), expect: ADMIN_ONLY(200) },
      { name: "slug", method: "PATCH", path: "/api/orgs/slug", body: (r) => ({ slug: `matrix-${r.replace("_", "-")}-${world.organization.id}` }), expect: ADMIN_ONLY(200) },
      { name: "feedback view", method: "GET", path: `/api/applications/${application.id}/feedback`, expect: ALL(200) },
      {
        name: "submit feedback",
        method: "PUT",
        path: `/api/applications/${application.id}/feedback`,
        body: () => ({ notes: "ok", ratings: [{ criterionId: job.criteria[0].id, score: 3 }] }),
        expect: ALL(200),
      },
      {
        name: "request reviews",
        method: "POST",
        path: `/api/applications/${application.id}/interviewers`,
        body: () => ({ userIds: [world.recruiter.id] }),
        expect: { admin: 200, recruiter: 200, hiring_manager: 200, interviewer: 403 },
      },
      { name: "read notes", method: "GET", path: `/api/candidates/${candidate.id}/notes`, expect: ALL(200) },
      { name: "add note", method: "POST", path: `/api/candidates/${candidate.id}/notes`, body: (r) => ({ body: `by ${r}` }), expect: ALL(201) },
      { name: "audit log", method: "GET", path: "/api/audit-logs", expect: ADMIN_ONLY(200) },
      { name: "home", method: "GET", path: "/api/home", expect: ALL(200) },
      { name: "team", method: "GET", path: "/api/team", expect: ALL(200) },
      { name: "invite", method: "POST", path: "/api/team/invite", body: (r) => ({ email: `matrix-${r}-${world.organization.id}@example.com` }), expect: ADMIN_ONLY(200) },
      { name: "product feedback", method: "POST", path: "/api/product-feedback", body: () => ({ message: "hi", page: "/home" }), expect: ALL(200) },
    ];
    const got: Record<string, Record<Role, number>> = {};
    const want: Record<string, Record<Role, number>> = {};
    for (const c of cases) {
      got[c.name] = {} as Record<Role, number>;
      want[c.name] = c.expect;
      for (const role of ROLES) {
        const res = await call(c.method, c.path, { key: world[role].key, body: c.body?.(role) });
        got[c.name][role] = res.status;
        // every refusal in this matrix is a role check
        if (res.status >= 400) expect(res.body).toEqual({ error: expect.any(String), code: "forbidden" });
      }
    }
    expect(got).toEqual(want);
    // the refused calls changed nothing
    expect(await ownerDb.invitation.count({ where: { organizationId: world.organization.id } })).toBe(1);
    expect(await ownerDb.auditLog.count({ where: { organizationId: world.organization.id, action: "organization.slug_updated" } })).toBe(1);
  });

  it("hides the application and candidate (404) from a hiring manager of another job and an interviewer not asked", async () => {
    const { world, candidate, application, job } = await setup();
    const manager = await createApiKey(await createUser(world.organization.id, { role: "hiring_manager" }));
    const interviewer = await createApiKey(await createUser(world.organization.id, { role: "interviewer" }));
    for (const key of [manager.plaintext, interviewer.plaintext]) {
      expect((await call("GET", `/api/applications/${application.id}/feedback`, { key })).status).toBe(404);
      const put = await call("PUT", `/api/applications/${application.id}/feedback`, { key, body: { ratings: [{ criterionId: job.criteria[0].id, score: 1 }] } });
      expect(put.status).toBe(404);
      expect((await call("POST", `/api/applications/${application.id}/interviewers`, { key, body: { userIds: [world.admin.id] } })).status).toBe(404);
      expect((await call("GET", `/api/candidates/${candidate.id}/notes`, { key })).status).toBe(404);
      expect((await call("POST", `/api/candidates/${candidate.id}/notes`, { key, body: { body: "x" } })).status).toBe(404);
    }
  });
});

describe("two organizations", () => {
  it("never reach each other's applications, candidates, logs, team or tasks", async () => {
    const a = await setup();
    const b = await setup();
    await call("POST", `/api/candidates/${a.candidate.id}/notes`, { key: a.world.admin.key, body: { body: "secret A" } });
    await call("PUT", `/api/applications/${a.application.id}/feedback`, { key: a.world.admin.key, body: { notes: "secret feedback A" } });
    await call("POST", "/api/team/invite", { key: a.world.admin.key, body: { email: "a-only@example.com" } });

    for (const role of ROLES) {
      const key = b.world[role].key;
      expect((await call("GET", `/api/applications/${a.application.id}/feedback`, { key })).status).toBe(404);
      expect((await call("PUT", `/api/applications/${a.application.id}/feedback`, { key, body: { notes: "x" } })).status).toBe(404);
      expect((await call("GET", `/api/candidates/${a.candidate.id}/notes`, { key })).status).toBe(404);
      expect((await call("POST", `/api/candidates/${a.candidate.id}/notes`, { key, body: { body: "x" } })).status).toBe(404);
      const home = await call("GET", "/api/home", { key });
      const seen = [...home.body.myTasks, ...home.body.reviewQueue].map((i: { applicationId: number }) => i.applicationId);
      expect(seen).not.toContain(a.application.id);
      const team = await call("GET", "/api/team", { key });
      expect(team.body.members.map((m: { id: string }) => m.id)).not.toContain(a.world.admin.id);
      expect(JSON.stringify(team.body)).not.toContain("a-only@example.com");
      expect((await call("GET", "/api/orgs/me", { key })).body.organization.id).toBe(b.world.organization.id);
    }
    // B's manager may not ask A's people to review B's application
    const cross = await call("POST", `/api/applications/${b.application.id}/interviewers`, { key: b.world.admin.key, body: { userIds: [a.world.interviewer.id] } });
    expect(cross.status).toBe(400);
    const logs = await call("GET", "/api/audit-logs?limit=100", { key: b.world.admin.key });
    expect(JSON.stringify(logs.body)).not.toMatch(/secret|a-only/);
    expect(logs.body.logs.every((l: { actorUserId: string | null }) => l.actorUserId !== a.world.admin.id)).toBe(true);
    const home = await call("GET", "/api/home", { key: b.world.admin.key });
    expect(home.body.reviewQueue.map((i: { applicationId: number }) => i.applicationId)).toEqual([b.application.id]);
  });
});
