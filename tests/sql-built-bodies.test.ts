import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { recordAudit } from "@/lib/server/audit/record-audit";
import { createApplication, createJob } from "@/prisma/factories";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

// The hot list endpoints send bodies that Postgres builds as JSON (docs/decisions/056); the rest
// of the API serializes in JavaScript. The same stored values must print the same way in both.
const { call } = withApi();

// text that JSON must escape: quotes, backslashes, control characters, newlines, non-BMP characters
const AWKWARD = 'He said "ship it" \\ then\nleft\ttab \u0001 \u2028 — Zürich 🚀 <script>';
// microseconds that a JavaScript Date cannot hold: both sides round them to the nearest millisecond
const MICROSECONDS = "2026-10-02 10:00:00.123987+00";

describe("bodies built by Postgres", () => {
  it("print a job exactly as the single-job endpoint does", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id, {
      title: AWKWARD,
      location: "Zürich 🚀",
      hiringManagerIds: [world.hiring_manager.id],
      kitBody: AWKWARD,
      duration: "6 months",
      salaryMin: 1,
      salaryMax: 2147483647,
      employmentType: "contract",
      workplaceType: "remote",
    });
    // with the stamping trigger off for this statement (it keeps updated_at to whole milliseconds)
    await ownerDb.$transaction([
      ownerDb.$executeRaw`SET LOCAL session_replication_role = replica`,
      ownerDb.$executeRaw`UPDATE jobs SET description = ${AWKWARD}, created_at = ${MICROSECONDS}::timestamptz,
                     updated_at = ${MICROSECONDS}::timestamptz + interval '999 microseconds' WHERE id = ${job.id}`,
    ]);

    const list = await call("GET", "/api/jobs", { key: world.recruiter.key });
    const single = await call("GET", `/api/jobs/${job.id}`, { key: world.recruiter.key });
    expect(list.status).toBe(200);
    expect(list.headers.get("content-type")).toMatch(/^application\/json/);
    expect(list.headers.get("cache-control")).toBe("no-store");
    expect(list.body.jobs).toEqual([single.body.job]);
    expect(list.body.jobs[0]).toMatchObject({
      title: AWKWARD,
      description: AWKWARD,
      createdAt: "2026-10-02T10:00:00.124Z",
      updatedAt: "2026-10-02T10:00:00.125Z",
    });
    expect(list.body.locations).toEqual(["Zürich 🚀"]);
  });

  it("print an application's fields as the single-application endpoint does", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id);
    const application = await createApplication(job, { coverLetter: AWKWARD });
    await ownerDb.$transaction([
      ownerDb.$executeRaw`SET LOCAL session_replication_role = replica`,
      ownerDb.$executeRaw`UPDATE applications SET created_at = ${MICROSECONDS}::timestamptz,
                     updated_at = ${MICROSECONDS}::timestamptz + interval '999 microseconds' WHERE id = ${application.id}`,
    ]);

    const board = await call("GET", `/api/jobs/${job.id}/applications`, { key: world.recruiter.key });
    const single = await call("GET", `/api/applications/${application.id}`, { key: world.recruiter.key });
    const across = await call("GET", `/api/applications?jobId=${job.id}`, { key: world.recruiter.key });
    const [item] = board.body.applications;
    const { id, candidateId, currentStageId, coverLetter, createdAt, updatedAt, status, jobId } = single.body.application;
    expect(item).toMatchObject({ id, candidateId, currentStageId, coverLetter, createdAt, updatedAt, status });
    expect(across.body.applications).toEqual([{ ...item, jobId }]);
    expect(createdAt).toBe("2026-10-02T10:00:00.124Z");
    expect(updatedAt).toBe("2026-10-02T10:00:00.125Z");
  });

  it("keep an audit entry's metadata as it was recorded", async () => {
    const world = await createWorld();
    const metadata = { before: { title: AWKWARD, salaryMin: null }, after: { title: "x", ids: [1, 2.5, -3] }, nested: { deep: [true, false] } };
    await ownerDb.$transaction((tx) =>
      recordAudit(tx, { userId: world.admin.id, name: AWKWARD }, {
        organizationId: world.organization.id, action: "job.updated", targetType: "job", targetId: 7, metadata,
      }),
    );
    for (const path of ["/api/audit-logs", "/api/audit-logs?action=job.updated"]) {
      const res = await call("GET", path, { key: world.admin.key });
      expect(res.status, path).toBe(200);
      expect(res.body.logs[0], path).toMatchObject({ actorName: AWKWARD, targetId: "7", metadata });
    }
  });
});
