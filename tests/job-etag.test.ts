import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { createJob } from "@/prisma/factories";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

// Optimistic concurrency on jobs (docs/decisions/153): GET and PATCH
// answer an ETag; a PATCH whose If-Match no longer matches is 412 and writes nothing.
const { call } = withApi();

const ETAG = /^"\d+"$/;

async function jobAudits(jobId: number) {
  return ownerDb.auditLog.count({ where: { action: "job.updated", targetId: String(jobId) } });
}

describe("ETag and If-Match on /api/jobs/{id}", () => {
  it("answers the version as ETag, and a PATCH with it succeeds and answers the next one", async () => {
    const world = await createWorld("ETag Org");
    const job = await createJob(world.organization.id, { title: "Backend" });
    const read = await call("GET", `/api/jobs/${job.id}`, { key: world.recruiter.key });
    expect(read.status).toBe(200);
    const etag = read.headers.get("etag")!;
    expect(etag).toMatch(ETAG);
    // the same version for everyone who reads it
    expect((await call("GET", `/api/jobs/${job.id}`, { key: world.admin.key })).headers.get("etag")).toBe(etag);

    const patched = await call("PATCH", `/api/jobs/${job.id}`, { key: world.recruiter.key, body: { title: "Backend II" }, headers: { "If-Match": etag } });
    expect(patched.status).toBe(200);
    expect(patched.body.job.title).toBe("Backend II");
    const next = patched.headers.get("etag")!;
    expect(next).toMatch(ETAG);
    expect(next).not.toBe(etag);
    const again = await call("GET", `/api/jobs/${job.id}`, { key: world.recruiter.key });
    expect(again.headers.get("etag")).toBe(next);
    expect(again.body.job).toEqual(patched.body.job);

    // a list of tags matches when one of them is current; "*" matches any version
    const listed = await call("PATCH", `/api/jobs/${job.id}`, { key: world.recruiter.key, body: { location: "Berlin" }, headers: { "If-Match": `${etag}, ${next}` } });
    expect(listed.status).toBe(200);
    const any = await call("PATCH", `/api/jobs/${job.id}`, { key: world.recruiter.key, body: { location: "Paris" }, headers: { "If-Match": "*" } });
    expect(any.status).toBe(200);
    // without If-Match the PATCH is unconditional, as before
    expect((await call("PATCH", `/api/jobs/${job.id}`, { key: world.recruiter.key, body: { location: "Rome" } })).status).toBe(200);
  });

  it("refuses a PATCH whose If-Match is stale, weak or foreign with 412, and writes nothing", async () => {
    const world = await createWorld("Stale Org");
    const job = await createJob(world.organization.id, { title: "Frontend", hiringManagerIds: [world.hiring_manager.id] });
    const stale = (await call("GET", `/api/jobs/${job.id}`, { key: world.recruiter.key })).headers.get("etag")!;
    // someone else changes the hiring managers: part of the job, so a new version
    const other = await call("PATCH", `/api/jobs/${job.id}`, { key: world.admin.key, body: { hiringManagerIds: [] } });
    expect(other.status).toBe(200);
    const current = other.headers.get("etag")!;
    expect(current).not.toBe(stale);
    const before = await ownerDb.job.findUniqueOrThrow({ where: { id: job.id } });
    const audits = await jobAudits(job.id);

    for (const ifMatch of [stale, `W/${current}`, '"12345"', "garbage", `${stale}, "1"`]) {
      const res = await call("PATCH", `/api/jobs/${job.id}`, { key: world.recruiter.key, body: { title: "Overwritten" }, headers: { "If-Match": ifMatch } });
      expect(res.status, ifMatch).toBe(412);
      expect(res.body, ifMatch).toEqual({ error: expect.stringContaining("changed by someone else"), code: "precondition_failed" });
    }
    expect(await ownerDb.job.findUniqueOrThrow({ where: { id: job.id } })).toEqual(before);
    expect(await jobAudits(job.id)).toBe(audits);

    // existence and permission come first: 404 and 403 as without the header
    const hiddenFrom = await call("PATCH", `/api/jobs/${job.id}`, { key: world.interviewer.key, body: { title: "x" }, headers: { "If-Match": stale } });
    expect(hiddenFrom.status).toBe(404);
    expect((await call("PATCH", "/api/jobs/99999999", { key: world.admin.key, body: { title: "x" }, headers: { "If-Match": stale } })).status).toBe(404);
    const bad = await call("PATCH", `/api/jobs/${job.id}`, { key: world.admin.key, body: { title: "" }, headers: { "If-Match": stale } });
    expect(bad.status).toBe(400);
  });

  it("keeps the version when a PATCH changes nothing, and gives it to hiring managers who may edit", async () => {
    const world = await createWorld("Noop Org");
    const job = await createJob(world.organization.id, { title: "Same", hiringManagerIds: [world.hiring_manager.id] });
    const etag = (await call("GET", `/api/jobs/${job.id}`, { key: world.hiring_manager.key })).headers.get("etag")!;
    const same = await call("PATCH", `/api/jobs/${job.id}`, { key: world.hiring_manager.key, body: { title: "Same" }, headers: { "If-Match": etag } });
    expect(same.status).toBe(200);
    expect(same.headers.get("etag")).toBe(etag);
  });

  it("lets exactly one of two writers holding the same version win", async () => {
    const world = await createWorld("Race Org");
    const job = await createJob(world.organization.id, { title: "Race" });
    for (let round = 0; round < 5; round++) {
      const etag = (await call("GET", `/api/jobs/${job.id}`, { key: world.admin.key })).headers.get("etag")!;
      const [a, b] = await Promise.all(
        ["A", "B"].map((who) =>
          call("PATCH", `/api/jobs/${job.id}`, { key: world.admin.key, body: { title: `Race ${round} ${who}` }, headers: { "If-Match": etag } }),
        ),
      );
      expect([a.status, b.status].sort(), `round ${round}`).toEqual([200, 412]);
      const winner = a.status === 200 ? a : b;
      expect((await ownerDb.job.findUniqueOrThrow({ where: { id: job.id } })).title).toBe(winner.body.job.title);
    }
    expect(await jobAudits(job.id)).toBe(5);
  });
});
