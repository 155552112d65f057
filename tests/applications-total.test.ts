import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { createApplication, createJob } from "@/prisma/factories";
import { createReviewRequest } from "@/prisma/factories/review-request";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

// GET /api/applications answers page.total for admins and recruiters from the report's counters
// (docs/decisions/251), and for hiring managers from the counters of the jobs they manage plus the
// applications they review elsewhere (decision 257), whenever no filter needs the rows: it must
// equal a count of the rows after applies, moves, rejections, hires, reopenings, withdrawals and
// erasures, for every filter.
const { call } = withApi();

type Page = { applications: { id: number }[]; page: { total: number } };

async function total(key: string, query: string): Promise<number> {
  const res = await call<Page>("GET", `/api/applications?${query}`, { key });
  expect(res.status, query).toBe(200);
  return res.body.page.total;
}

async function counted(orgId: number, where: { jobId?: number; status?: string[] }): Promise<number> {
  return ownerDb.application.count({
    where: { organizationId: orgId, ...(where.jobId !== undefined ? { jobId: where.jobId } : {}), ...(where.status ? { status: { in: where.status as never } } : {}) },
  });
}

describe("GET /api/applications page.total from counters", () => {
  it("equals the count of rows for every status and job filter after the pipeline has moved", async () => {
    const world = await createWorld("Totals Org");
    const foreign = await createWorld("Totals Elsewhere");
    const jobA = await createJob(world.organization.id, { title: "Alpha" });
    const jobB = await createJob(world.organization.id, { title: "Beta" });
    const foreignJob = await createJob(foreign.organization.id, { title: "Foreign" });
    await createApplication(foreignJob, { candidateName: "Not Ours" });
    const apps = [];
    for (let i = 0; i < 6; i++) apps.push(await createApplication(i % 2 ? jobB : jobA, { candidateName: `Person ${i}`, createdAt: new Date(Date.now() - i * 9 * 86_400_000) }));
    const patch = (id: number, body: object) => call("PATCH", `/api/applications/${id}`, { key: world.recruiter.key, body });
    expect((await patch(apps[0].id, { currentStageId: jobA.stages[1].id })).status).toBe(200);
    expect((await patch(apps[1].id, { status: "rejected", rejectionReason: "Not now" })).status).toBe(200);
    expect((await patch(apps[2].id, { status: "hired" })).status).toBe(200);
    expect((await patch(apps[3].id, { status: "withdrawn" })).status).toBe(200);
    expect((await patch(apps[4].id, { status: "rejected" })).status).toBe(200);
    expect((await patch(apps[4].id, { status: "active" })).status).toBe(200);
    expect((await call("DELETE", `/api/candidates/${apps[5].candidateId}`, { key: world.admin.key })).status).toBe(200);

    const orgId = world.organization.id;
    const cases: { query: string; jobId?: number; status?: string[] }[] = [
      { query: "" },
      { query: "status=active", status: ["active"] },
      { query: "status=rejected", status: ["rejected"] },
      { query: "status=hired", status: ["hired"] },
      { query: "status=withdrawn", status: ["withdrawn"] },
      { query: "status=active,hired", status: ["active", "hired"] },
      { query: `jobId=${jobA.id}`, jobId: jobA.id },
      { query: `jobId=${jobB.id}&status=rejected`, jobId: jobB.id, status: ["rejected"] },
      { query: `jobId=${jobB.id}&status=active,withdrawn`, jobId: jobB.id, status: ["active", "withdrawn"] },
    ];
    for (const member of [world.admin, world.recruiter]) {
      for (const c of cases) expect(await total(member.key, c.query), `${member.role} ${c.query}`).toBe(await counted(orgId, c));
      // another organization's job counts nothing, and a job id too large to exist neither
      expect(await total(member.key, `jobId=${foreignJob.id}`)).toBe(0);
      expect(await total(member.key, "jobId=99999999999")).toBe(0);
    }
    expect(await total(world.admin.key, "")).toBe(6);

    // the counters are where the number comes from: a stale counter would show (and is put back)
    await ownerDb.$executeRaw`UPDATE report_org_days SET applications = applications + 100 WHERE organization_id = ${orgId} AND day = (SELECT max(day) FROM report_org_days WHERE organization_id = ${orgId})`;
    try {
      expect(await total(world.admin.key, "")).toBe(106);
      // a filter that needs the rows still counts them
      expect(await total(world.admin.key, "q=Person")).toBe(await ownerDb.application.count({ where: { organizationId: orgId, candidateName: { contains: "Person" } } }));
    } finally {
      await ownerDb.$executeRaw`UPDATE report_org_days SET applications = applications - 100 WHERE organization_id = ${orgId} AND day = (SELECT max(day) FROM report_org_days WHERE organization_id = ${orgId})`;
    }
  });

  it("equals, for a hiring manager, the rows they may see: managed jobs, reviews elsewhere, nothing twice", async () => {
    const world = await createWorld("Manager Totals Org");
    const foreign = await createWorld("Manager Totals Elsewhere");
    const manager = world.hiring_manager;
    const managedA = await createJob(world.organization.id, { title: "Managed A", hiringManagerIds: [manager.id] });
    const managedB = await createJob(world.organization.id, { title: "Managed B", hiringManagerIds: [manager.id] });
    const other = await createJob(world.organization.id, { title: "Someone else's" });
    const foreignJob = await createJob(foreign.organization.id, { title: "Foreign" });
    const inA = [];
    for (let i = 0; i < 4; i++) inA.push(await createApplication(managedA, { candidateName: `A ${i}`, createdAt: new Date(Date.now() - i * 11 * 86_400_000) }));
    await createApplication(managedB, { candidateName: "B 0" });
    const inOther = [];
    for (let i = 0; i < 4; i++) inOther.push(await createApplication(other, { candidateName: `Other ${i}` }));
    const foreignApp = await createApplication(foreignJob, { candidateName: "Foreign 0" });
    // reviews: two elsewhere (one already submitted), one on a managed job (already visible), one abroad
    await createReviewRequest(inOther[0], manager, { completedAt: new Date() });
    await createReviewRequest(inOther[1], manager);
    await createReviewRequest(inA[0], manager);
    await createReviewRequest(foreignApp, manager);
    const patch = (id: number, body: object) => call("PATCH", `/api/applications/${id}`, { key: world.recruiter.key, body });
    expect((await patch(inA[1].id, { status: "rejected" })).status).toBe(200);
    expect((await patch(inA[2].id, { status: "hired" })).status).toBe(200);
    expect((await patch(inOther[1].id, { status: "withdrawn" })).status).toBe(200);
    expect((await call("DELETE", `/api/candidates/${inA[3].candidateId}`, { key: world.admin.key })).status).toBe(200);

    // the oracle: the rows the list itself gives the manager, page by page
    const listed = async (query: string) => {
      let seen = 0;
      for (let offset = 0; ; offset += 100) {
        const res = await call<Page>("GET", `/api/applications?${query}${query ? "&" : ""}limit=100&offset=${offset}`, { key: manager.key });
        expect(res.status).toBe(200);
        seen += res.body.applications.length;
        if (res.body.applications.length < 100) return seen;
      }
    };
    const queries = ["", "status=active", "status=rejected,hired", "status=withdrawn", `jobId=${managedA.id}`, `jobId=${managedA.id}&status=active`, `jobId=${other.id}`, `jobId=${other.id}&status=active`, `jobId=${foreignJob.id}`];
    for (const query of queries) expect(await total(manager.key, query), query).toBe(await listed(query));
    // managed A (4: an erased candidate's application stays, anonymised) + B (1) + the two reviewed elsewhere
    expect(await total(manager.key, "")).toBe(7);

    // the managed jobs' counters are where that number comes from (a stale counter would show)
    await ownerDb.$executeRaw`UPDATE report_job_days SET applications = applications + 100 WHERE job_id = ${managedB.id}`;
    try {
      expect(await total(manager.key, "")).toBe(107);
      expect(await total(manager.key, `jobId=${other.id}`)).toBe(2);
    } finally {
      await ownerDb.$executeRaw`UPDATE report_job_days SET applications = applications - 100 WHERE job_id = ${managedB.id}`;
    }
  });
});
