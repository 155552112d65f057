import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { createJob } from "@/prisma/factories";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

// Extension field salaryCurrency (docs/decisions/182): an ISO 4217 code on Job and on the public
// board's jobs; changes are audited like every other job field.
const { call } = withApi();

describe("salaryCurrency on jobs", () => {
  it("is changed and cleared by PATCH, each change audited with before and after", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id, { title: "Payroll Analyst", status: "open", salaryMin: 50000, salaryMax: 60000 });
    const set = await call("PATCH", `/api/jobs/${job.id}`, { key: world.recruiter.key, body: { salaryCurrency: "SEK" } });
    expect(set.status).toBe(200);
    expect(set.body.job).toMatchObject({ salaryMin: 50000, salaryMax: 60000, salaryCurrency: "SEK" });
    const cleared = await call("PATCH", `/api/jobs/${job.id}`, { key: world.recruiter.key, body: { salaryCurrency: null } });
    expect(cleared.body.job.salaryCurrency).toBeNull();
    expect((await ownerDb.job.findUniqueOrThrow({ where: { id: job.id } })).salaryCurrency).toBeNull();

    const audits = await ownerDb.auditLog.findMany({ where: { action: "job.updated", targetId: String(job.id) }, orderBy: { id: "asc" } });
    expect(audits.map((a) => a.metadata)).toEqual([
      { before: { salaryCurrency: null }, after: { salaryCurrency: "SEK" }, targetLabel: "Payroll Analyst" },
      { before: { salaryCurrency: "SEK" }, after: { salaryCurrency: null }, targetLabel: "Payroll Analyst" },
    ]);
  });

  it("refuses codes that are not ISO 4217 currencies and changes nothing", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id, { salaryCurrency: "EUR" });
    for (const salaryCurrency of ["usd", "XYZ", "EU", "EURO", 978, ""]) {
      const res = await call("PATCH", `/api/jobs/${job.id}`, { key: world.admin.key, body: { salaryCurrency } });
      expect(res.status, String(salaryCurrency)).toBe(400);
      expect(res.body.details?.[0]?.path, String(salaryCurrency)).toBe("salaryCurrency");
    }
    expect((await ownerDb.job.findUniqueOrThrow({ where: { id: job.id } })).salaryCurrency).toBe("EUR");
    expect(await ownerDb.auditLog.count({ where: { action: "job.updated", targetId: String(job.id) } })).toBe(0);
  });

  it("is shown on the public board and the public job", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id, { title: "Barista", status: "open", salaryMin: 30000, salaryCurrency: "NOK" });
    const board = await call("GET", `/api/public/orgs/${world.organization.slug}/jobs`);
    expect(board.body.jobs).toEqual([expect.objectContaining({ slug: job.slug, salaryMin: 30000, salaryCurrency: "NOK" })]);
    const one = await call("GET", `/api/public/orgs/${world.organization.slug}/jobs/${job.slug}`);
    expect(one.body.job).toMatchObject({ salaryMin: 30000, salaryMax: null, salaryCurrency: "NOK" });
  });
});
