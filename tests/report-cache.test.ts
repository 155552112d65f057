import { describe, expect, it } from "vitest";
import { asOwner, ownerDb } from "@/lib/db/owner";
import { pruneReportCache } from "@/lib/server/reports/report-cache";
import { createApplication, createJob } from "@/prisma/factories";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

// docs/decisions/253: a report is computed once per organization and request shape, and served
// again while nothing was audited since and for at most a minute. The factories below write rows
// without an audit entry, which no request path does: they show which answer was served.
const { call } = withApi();

const report = async (key: string, query = "range=30d") => {
  const res = await call("GET", `/api/reports?${query}`, { key });
  expect(res.status).toBe(200);
  return res.body;
};

describe("report cache", () => {
  it("serves the same answer until an audited change, then computes again", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id, { status: "open" });
    await createApplication(job);
    expect((await report(world.admin.key)).totals.applications).toBe(1);

    // written behind the API's back: the cached answer is still served, to recruiters as well
    const quiet = await createApplication(job);
    expect((await report(world.admin.key)).totals.applications).toBe(1);
    expect((await report(world.recruiter.key)).totals.applications).toBe(1);

    // any audited change in the organization makes the next report fresh
    const moved = await call("PATCH", `/api/applications/${quiet.id}`, { key: world.recruiter.key, body: { currentStageId: job.stages[1].id } });
    expect(moved.status).toBe(200);
    const fresh = await report(world.admin.key);
    expect(fresh.totals.applications).toBe(2);
    expect(fresh.jobs[0].stages.slice(0, 2).map((s: { count: number }) => s.count)).toEqual([1, 1]);

    const rows = await ownerDb.reportCacheEntry.findMany({ where: { organizationId: world.organization.id } });
    const counter = await ownerDb.auditLogCounter.findUniqueOrThrow({ where: { organizationId: world.organization.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0].auditSeq).toBe(counter.lastSeq);
  });

  it("computes again once the stored answer is a minute old", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id, { status: "open" });
    expect((await report(world.admin.key, "range=all")).totals.applications).toBe(0);
    await createApplication(job);
    expect((await report(world.admin.key, "range=all")).totals.applications).toBe(0);
    await ownerDb.$executeRaw`UPDATE report_cache SET computed_at = computed_at - interval '61 seconds' WHERE organization_id = ${world.organization.id}`;
    expect((await report(world.admin.key, "range=all")).totals.applications).toBe(1);
  });

  it("keeps each caller's view apart: ranges, filters, roles, people and organizations", async () => {
    const world = await createWorld();
    const other = await createWorld("Other Org");
    const managed = await createJob(world.organization.id, { title: "Managed", status: "open", hiringManagerIds: [world.hiring_manager.id] });
    const unmanaged = await createJob(world.organization.id, { title: "Unmanaged", status: "open" });
    await createApplication(managed);
    for (let i = 0; i < 2; i++) await createApplication(unmanaged);
    await createApplication(await createJob(other.organization.id, { status: "open" }));

    expect((await report(world.admin.key)).totals.applications).toBe(3);
    expect((await report(world.admin.key, `range=30d&jobId=${managed.id}`)).totals.applications).toBe(1);
    expect((await report(world.admin.key, "range=90d&department=Nowhere")).totals.applications).toBe(0);
    expect((await report(world.hiring_manager.key)).totals.applications).toBe(1);
    expect((await report(world.interviewer.key)).totals.applications).toBe(0);
    expect((await report(other.admin.key)).totals.applications).toBe(1);

    // a job the caller cannot see stays a 404 however often it is asked, and does not hide it from
    // whoever can see it
    for (let i = 0; i < 2; i++) {
      expect((await call("GET", `/api/reports?jobId=${unmanaged.id}`, { key: world.hiring_manager.key })).status).toBe(404);
    }
    expect((await report(world.recruiter.key, `jobId=${unmanaged.id}`)).totals.applications).toBe(2);
    expect((await call("GET", `/api/reports?jobId=${unmanaged.id}`, { key: other.admin.key })).status).toBe(404);
  });

  it("computes once when many ask together for an answer nobody has stored", async () => {
    const world = await createWorld();
    const org = world.organization.id;
    const job = await createJob(org, { status: "open" });
    for (let i = 0; i < 3; i++) await createApplication(job);
    // counts the answers written for this organization (each computation writes one)
    await ownerDb.$executeRawUnsafe(`CREATE TABLE IF NOT EXISTS test_report_cache_writes (organization_id int)`);
    await ownerDb.$executeRawUnsafe(`CREATE OR REPLACE FUNCTION test_count_report_cache_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO test_report_cache_writes VALUES (NEW.organization_id); RETURN NULL; END $$`);
    await ownerDb.$executeRawUnsafe(`CREATE OR REPLACE TRIGGER test_count_report_cache_write AFTER INSERT OR UPDATE ON report_cache
      FOR EACH ROW EXECUTE FUNCTION test_count_report_cache_write()`);
    try {
      const answers = await Promise.all(Array.from({ length: 8 }, () => report(world.recruiter.key, "range=90d")));
      expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
      expect(answers[0].totals.applications).toBe(3);
      const [{ writes }] = await ownerDb.$queryRaw<{ writes: number }[]>`SELECT count(*)::int AS writes FROM test_report_cache_writes WHERE organization_id = ${org}`;
      expect(writes).toBe(1);
    } finally {
      // gone again, so the schema-drift test finds only modelled tables in this database
      await ownerDb.$executeRawUnsafe(`DROP TRIGGER IF EXISTS test_count_report_cache_write ON report_cache`);
      await ownerDb.$executeRawUnsafe(`DROP FUNCTION IF EXISTS test_count_report_cache_write()`);
      await ownerDb.$executeRawUnsafe(`DROP TABLE IF EXISTS test_report_cache_writes`);
    }
  });

  it("drops answers older than a day when the retention job runs", async () => {
    const world = await createWorld();
    await report(world.admin.key);
    await report(world.admin.key, "range=all");
    await ownerDb.$executeRaw`UPDATE report_cache SET computed_at = now() - interval '25 hours' WHERE organization_id = ${world.organization.id} AND key LIKE '%"all"%'`;
    expect(await asOwner(() => pruneReportCache())).toBeGreaterThanOrEqual(1);
    const left = await ownerDb.reportCacheEntry.findMany({ where: { organizationId: world.organization.id } });
    expect(left.map((row) => JSON.parse(row.key)[1])).toEqual(["30d"]);
  });
});
