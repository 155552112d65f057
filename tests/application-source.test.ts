import { describe, expect, it } from "vitest";
import { createJob } from "@/prisma/factories";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

const { call } = withApi();

describe("where applications come from", () => {
  it("keeps the careers link's source, else its utm_source, and the utm parameters as they came", async () => {
    const world = await createWorld("Source Apply");
    const job = await createJob(world.organization.id, { title: "Source Engineer" });
    const apply = (email: string, extra: Record<string, unknown>) =>
      call("POST", `/api/public/orgs/${world.organization.slug}/jobs/${job.slug}/apply`, { body: { name: "Sam Source", email, ...extra } });
    expect((await apply("a@example.com", { source: " LinkedIn ", utm_source: "newsletter", utm_medium: "email", utm_campaign: "Autumn" })).status).toBe(201);
    expect((await apply("b@example.com", { utm_source: "Newsletter" })).status).toBe(201);
    expect((await apply("c@example.com", { source: "" })).status).toBe(201);
    expect((await apply("d@example.com", { source: "x".repeat(101) })).status).toBe(400);
    const board = await call("GET", `/api/jobs/${job.id}/applications`, { key: world.recruiter.key });
    expect(board.body.applications.map((a: { source: string | null }) => a.source)).toEqual(["linkedin", "newsletter", null]);
    const first = await call("GET", `/api/applications/${board.body.applications[0].id}`, { key: world.recruiter.key });
    expect(first.body.application).toMatchObject({ source: "linkedin", utm: { source: "newsletter", medium: "email", campaign: "Autumn" } });
  });

  it("lets the job's managers set it by hand, audited, and no one else", async () => {
    const world = await createWorld("Source Patch");
    const job = await createJob(world.organization.id, { title: "Sourced Role" });
    await call("POST", `/api/public/orgs/${world.organization.slug}/jobs/${job.slug}/apply`, { body: { name: "Pat", email: "pat@example.com" } });
    const [application] = (await call("GET", `/api/jobs/${job.id}/applications`, { key: world.admin.key })).body.applications;
    await call("POST", `/api/applications/${application.id}/interviewers`, { key: world.admin.key, body: { userIds: [world.interviewer.id] } });
    expect((await call("PATCH", `/api/applications/${application.id}`, { key: world.interviewer.key, body: { source: "referral" } })).status).toBe(403);
    const set = await call("PATCH", `/api/applications/${application.id}`, { key: world.recruiter.key, body: { source: "Referral: Jane" } });
    expect(set.status).toBe(200);
    expect(set.body.application.source).toBe("referral: jane");
    const log = await call("GET", `/api/audit-logs?action=application.source_changed`, { key: world.admin.key });
    expect(log.body.logs[0].metadata).toMatchObject({ from: null, to: "referral: jane" });
    const cleared = await call("PATCH", `/api/applications/${application.id}`, { key: world.recruiter.key, body: { source: null } });
    expect(cleared.body.application.source).toBeNull();
  });

  it("reports applications, hires and conversion by source over the applications the caller may see", async () => {
    const world = await createWorld("Source Report");
    const managed = await createJob(world.organization.id, { title: "Managed", hiringManagerIds: [world.hiring_manager.id] });
    const other = await createJob(world.organization.id, { title: "Other" });
    const apply = (job: { slug: string }, email: string, source?: string) =>
      call("POST", `/api/public/orgs/${world.organization.slug}/jobs/${job.slug}/apply`, { body: { name: "Applicant", email, source } });
    for (let i = 0; i < 4; i++) await apply(managed, `li${i}@example.com`, "linkedin");
    await apply(other, "other@example.com", "linkedin");
    await apply(managed, "plain@example.com");
    const [hire] = (await call("GET", `/api/jobs/${managed.id}/applications`, { key: world.admin.key })).body.applications;
    expect((await call("PATCH", `/api/applications/${hire.id}`, { key: world.admin.key, body: { status: "hired" } })).status).toBe(200);

    const admin = await call("GET", "/api/reports/sources?range=all", { key: world.admin.key });
    expect(admin.body.sources).toEqual([
      { source: "linkedin", applications: 5, hired: 1, conversion: 0.2 },
      { source: null, applications: 1, hired: 0, conversion: 0 },
    ]);
    const manager = await call("GET", "/api/reports/sources", { key: world.hiring_manager.key });
    expect(manager.body.sources).toEqual([
      { source: "linkedin", applications: 4, hired: 1, conversion: 0.25 },
      { source: null, applications: 1, hired: 0, conversion: 0 },
    ]);
    expect((await call("GET", "/api/reports/sources", { key: world.interviewer.key })).body.sources).toEqual([]);
    expect((await call("GET", "/api/reports/sources?range=7d", { key: world.admin.key })).status).toBe(400);
    // narrowed like the hiring report: one job, one department, and a job the caller cannot see is a 404
    expect((await call("GET", `/api/reports/sources?range=all&jobId=${other.id}`, { key: world.admin.key })).body.sources).toEqual([
      { source: "linkedin", applications: 1, hired: 0, conversion: 0 },
    ]);
    expect((await call("GET", "/api/reports/sources?range=all&department=Nowhere", { key: world.admin.key })).body.sources).toEqual([]);
    expect((await call("GET", `/api/reports/sources?jobId=${other.id}`, { key: world.hiring_manager.key })).status).toBe(404);
  });
});
