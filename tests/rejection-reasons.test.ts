import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { createApplication, createJob, createOrganization } from "@/prisma/factories";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

const { call } = withApi();
const REASONS = "/api/orgs/me/rejection-reasons";
const DEFAULTS = ["Not enough experience", "Skills do not match", "Hired someone else", "Salary expectations", "Candidate withdrew", "Did not respond", "Other"];
type Reason = { id: number; label: string; archived: boolean };

async function reasonsOf(key: string): Promise<Reason[]> {
  const res = await call("GET", REASONS, { key });
  expect(res.status).toBe(200);
  return res.body.reasons;
}
const byLabel = (reasons: Reason[], label: string) => reasons.find((r) => r.label === label)!;

describe("GET /api/orgs/me/rejection-reasons", () => {
  it("gives every organization the default list, however it was created, and every role reads its own", async () => {
    const world = await createWorld("Reasons Org");
    const other = await createWorld("Other Reasons Org");
    for (const role of ["admin", "recruiter", "hiring_manager", "interviewer"] as const) {
      const reasons = await reasonsOf(world[role].key);
      expect(reasons.map((r) => r.label)).toEqual(DEFAULTS);
      expect(reasons.every((r) => r.archived === false)).toBe(true);
    }
    const mine = new Set((await reasonsOf(world.admin.key)).map((r) => r.id));
    expect((await reasonsOf(other.admin.key)).some((r) => mine.has(r.id))).toBe(false);
    // an organization made without the API (the admin CLI and the seed insert rows too)
    const bare = await createOrganization({ name: "Bare" });
    expect(await ownerDb.rejectionReason.count({ where: { organizationId: bare.id } })).toBe(DEFAULTS.length);
    expect((await call("GET", REASONS)).status).toBe(401);
  });
});

describe("PUT /api/orgs/me/rejection-reasons", () => {
  it("is for admins only", async () => {
    const world = await createWorld("Reasons Roles Org");
    const body = { reasons: [{ label: "Only this" }] };
    for (const role of ["recruiter", "hiring_manager", "interviewer"] as const) {
      const res = await call("PUT", REASONS, { key: world[role].key, body });
      expect(res.status).toBe(403);
    }
    expect((await reasonsOf(world.admin.key)).map((r) => r.label)).toEqual(DEFAULTS);
  });

  it("renames, archives, restores, adds and reorders; a reason left out is deleted, or archived while in use; one audit entry", async () => {
    const world = await createWorld("Reasons Replace Org");
    const job = await createJob(world.organization.id);
    const before = await reasonsOf(world.admin.key);
    const [experience, skills, hiredElse, salary, withdrew, noReply, other] = before;
    const used = await createApplication(job, { candidateName: "Sal Ary" });
    const rejected = await call("PATCH", `/api/applications/${used.id}`, { key: world.recruiter.key, body: { status: "rejected", rejectionReasonId: salary.id } });
    expect(rejected.status).toBe(200);

    // salary (in use) and noReply (unused) are left out; two reasons swap labels
    const reasons = [
      { id: skills.id, label: "  Too junior  " },
      { id: experience.id, label: "Skills do not match" },
      { id: hiredElse.id, label: "Hired someone else", archived: true },
      { label: "Relocation not possible" },
      { id: withdrew.id, label: "Candidate withdrew" },
      { id: other.id, label: "Other" },
    ];
    const res = await call("PUT", REASONS, { key: world.admin.key, body: { reasons } });
    expect(res.status).toBe(200);
    const after: Reason[] = res.body.reasons;
    expect(after.map((r) => [r.label, r.archived])).toEqual([
      ["Too junior", false],
      ["Skills do not match", false],
      ["Hired someone else", true],
      ["Relocation not possible", false],
      ["Candidate withdrew", false],
      ["Other", false],
      ["Salary expectations", true],
    ]);
    expect(after[0].id).toBe(skills.id);
    expect(after[1].id).toBe(experience.id);
    expect(after.at(-1)!.id).toBe(salary.id);
    expect(await reasonsOf(world.interviewer.key)).toEqual(after);
    expect(await ownerDb.rejectionReason.findUnique({ where: { id: noReply.id } })).toBeNull();
    // the rejection still names its (now archived) reason
    const read = await call("GET", `/api/applications/${used.id}`, { key: world.recruiter.key });
    expect(read.body.application).toMatchObject({ rejectionReasonId: salary.id, rejectionReasonLabel: "Salary expectations" });
    // and the lists say which reason too: the job's board list and the list across jobs
    const listed = await call("GET", `/api/jobs/${job.id}/applications?status=rejected`, { key: world.recruiter.key });
    expect(listed.body.applications.find((a: { id: number }) => a.id === used.id)).toMatchObject({ status: "rejected", rejectionReasonId: salary.id });
    const synced = await call("GET", `/api/applications?limit=100`, { key: world.recruiter.key });
    const rows = synced.body.applications as { id: number; status: string; rejectionReasonId: number | null }[];
    expect(rows.find((a) => a.id === used.id)).toMatchObject({ rejectionReasonId: salary.id });
    expect(rows.filter((a) => a.status !== "rejected").every((a) => a.rejectionReasonId === null)).toBe(true);

    const audits = await ownerDb.auditLog.findMany({ where: { organizationId: world.organization.id, action: "organization.rejection_reasons_updated" } });
    expect(audits).toHaveLength(1);
    expect(audits[0].metadata).toEqual({
      added: ["Relocation not possible"],
      renamed: [
        { from: "Skills do not match", to: "Too junior" },
        { from: "Not enough experience", to: "Skills do not match" },
      ],
      archived: ["Hired someone else", "Salary expectations"],
      removed: ["Did not respond"],
    });

    // restoring, and adding back a left-out label, takes the same reason back; the same list again changes nothing
    const again = after.map((r) => ({ id: r.id, label: r.label, archived: r.label === "Salary expectations" ? false : r.archived }));
    const restored = await call("PUT", REASONS, { key: world.admin.key, body: { reasons: again } });
    expect(byLabel(restored.body.reasons, "Salary expectations")).toEqual({ id: salary.id, label: "Salary expectations", archived: false });
    const withoutSalary = again.filter((r) => r.id !== salary.id);
    await call("PUT", REASONS, { key: world.admin.key, body: { reasons: withoutSalary } });
    const back = await call("PUT", REASONS, { key: world.admin.key, body: { reasons: [...withoutSalary, { label: "salary expectations" }] } });
    expect(byLabel(back.body.reasons, "salary expectations")).toEqual({ id: salary.id, label: "salary expectations", archived: false });
    const count = await ownerDb.auditLog.count({ where: { organizationId: world.organization.id, action: "organization.rejection_reasons_updated" } });
    await call("PUT", REASONS, { key: world.admin.key, body: { reasons: back.body.reasons } });
    expect(await ownerDb.auditLog.count({ where: { organizationId: world.organization.id, action: "organization.rejection_reasons_updated" } })).toBe(count);
  });

  it("names each bad item: repeated or empty labels, another organization's id, too many", async () => {
    const world = await createWorld("Reasons Validation Org");
    const stranger = await createWorld("Reasons Stranger Org");
    const [foreign] = await reasonsOf(stranger.admin.key);
    const [first] = await reasonsOf(world.admin.key);
    const bad = async (body: unknown) => {
      const res = await call("PUT", REASONS, { key: world.admin.key, body });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("invalid_request");
      return res.body.details as { path: string; message: string }[];
    };
    expect(await bad({ reasons: [{ label: "Same" }, { label: " same " }] })).toEqual([{ path: "reasons.1.label", message: expect.stringContaining("labels must differ") }]);
    expect((await bad({ reasons: [{ label: "   " }] }))[0].path).toBe("reasons.0.label");
    expect((await bad({ reasons: [{ label: "x".repeat(81) }] }))[0].path).toBe("reasons.0.label");
    expect((await bad({ reasons: [{ label: "Two\nlines" }] }))[0].path).toBe("reasons.0.label");
    expect((await bad({ reasons: [{ id: first.id, label: "A" }, { id: first.id, label: "B" }] }))[0].path).toBe("reasons.1.id");
    expect(await bad({ reasons: [{ id: first.id, label: "Mine" }, { id: foreign.id, label: "Theirs" }] })).toEqual([
      { path: "reasons.1.id", message: "is not a rejection reason of this organization" },
    ]);
    expect((await bad({ reasons: Array.from({ length: 51 }, (_, i) => ({ label: `Reason ${i}` })) }))[0].path).toBe("reasons");
    // nothing changed, in either organization
    expect((await reasonsOf(world.admin.key)).map((r) => r.label)).toEqual(DEFAULTS);
    expect((await reasonsOf(stranger.admin.key)).map((r) => r.label)).toEqual(DEFAULTS);
  });
});

describe("rejecting with a reason", () => {
  it("keeps the reason on the application, its audit entry, its event and the export; refuses a foreign, unknown or archived one", async () => {
    const world = await createWorld("Reject Reason Org");
    const stranger = await createWorld("Reject Reason Stranger Org");
    const job = await createJob(world.organization.id, { title: "Backend" });
    const app = await createApplication(job, { candidateName: "Rhea Reason" });
    const reasons = await reasonsOf(world.admin.key);
    const skills = byLabel(reasons, "Skills do not match");
    const other = byLabel(reasons, "Other");
    const [foreign] = await reasonsOf(stranger.admin.key);
    const patch = (body: unknown) => call("PATCH", `/api/applications/${app.id}`, { key: world.recruiter.key, body });

    const refused = async (body: unknown, path: string) => {
      const res = await patch(body);
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual([{ path, message: expect.any(String) }]);
    };
    await refused({ status: "rejected", rejectionReasonId: foreign.id }, "rejectionReasonId");
    await refused({ status: "rejected", rejectionReasonId: 2_000_000_000 }, "rejectionReasonId");
    await refused({ status: "rejected", rejectionReasonId: other.id }, "rejectionReason");
    await refused({ status: "rejected", rejectionReasonId: other.id, rejectionReason: "   " }, "rejectionReason");
    await refused({ currentStageId: job.stages[1].id, rejectionReasonId: skills.id }, "rejectionReasonId");
    expect((await ownerDb.application.findUniqueOrThrow({ where: { id: app.id } })).status).toBe("active");

    const res = await patch({ status: "rejected", rejectionReasonId: skills.id, rejectionReason: "Needs more Postgres" });
    expect(res.status).toBe(200);
    expect(res.body.application).toMatchObject({ status: "rejected", rejectionReasonId: skills.id, rejectionReasonLabel: "Skills do not match" });
    const [audit] = await ownerDb.auditLog.findMany({ where: { organizationId: world.organization.id, action: "application.status_changed" } });
    expect(audit.metadata).toEqual({ from: "active", to: "rejected", rejectionReason: "Skills do not match: Needs more Postgres", rejectionReasonId: skills.id, targetLabel: "Rhea Reason (Backend)" });
    const [event] = await ownerDb.event.findMany({ where: { organizationId: world.organization.id, type: "application.updated" } });
    expect(JSON.parse(event.body).data).toMatchObject({ id: app.id, status: "rejected", rejectionReasonId: skills.id, rejectionReasonLabel: "Skills do not match", previous: { status: "active" } });
    const exported = await call("GET", `/api/candidates/${app.candidateId}/export`, { key: world.admin.key });
    expect(exported.body.applications[0]).toMatchObject({ rejectionReason: "Needs more Postgres", rejectionReasonId: skills.id, rejectionReasonLabel: "Skills do not match" });

    // reopening clears it; "Other" with its text reads "Other: …"
    const reopened = await patch({ status: "active" });
    expect(reopened.body.application).toMatchObject({ status: "active", rejectionReasonId: null, rejectionReasonLabel: null });
    await patch({ status: "rejected", rejectionReasonId: other.id, rejectionReason: "Relocating abroad" });
    const last = await ownerDb.auditLog.findFirstOrThrow({ where: { organizationId: world.organization.id, action: "application.status_changed" }, orderBy: { id: "desc" } });
    expect(last.metadata).toMatchObject({ rejectionReason: "Other: Relocating abroad", rejectionReasonId: other.id });

    // an archived reason is no longer offered for new rejections
    const second = await createApplication(job, { candidateName: "Arch Ived" });
    const archived = reasons.map((r) => ({ id: r.id, label: r.label, archived: r.id === skills.id }));
    expect((await call("PUT", REASONS, { key: world.admin.key, body: { reasons: archived } })).status).toBe(200);
    const late = await call("PATCH", `/api/applications/${second.id}`, { key: world.recruiter.key, body: { status: "rejected", rejectionReasonId: skills.id } });
    expect(late.status).toBe(400);
    expect(late.body.details).toEqual([{ path: "rejectionReasonId", message: expect.stringContaining("archived") }]);
  });

  it("bulk rejection takes a reason too, and the report counts rejections by reason over its range and filters", async () => {
    const world = await createWorld("Reason Report Org");
    const backend = await createJob(world.organization.id, { title: "Backend", hiringManagerIds: [world.hiring_manager.id] });
    const frontend = await createJob(world.organization.id, { title: "Frontend" });
    const reasons = await reasonsOf(world.admin.key);
    const salary = byLabel(reasons, "Salary expectations");
    const other = byLabel(reasons, "Other");
    const apps = await Promise.all(["Ann", "Ben", "Cid", "Dee"].map((name) => createApplication(backend, { candidateName: `${name} Backend` })));
    const front = await createApplication(frontend, { candidateName: "Fay Frontend" });
    const old = await createApplication(backend, { candidateName: "Old Timer", createdAt: new Date(Date.now() - 60 * 86_400_000) });

    const bulk = (ids: number[], extra: Record<string, unknown>) =>
      call("POST", "/api/applications/bulk", { key: world.recruiter.key, body: { applicationIds: ids, action: "reject", ...extra } });
    expect((await bulk([apps[0].id, apps[1].id, front.id, old.id], { rejectionReasonId: salary.id })).body).toMatchObject({ succeeded: 4, failed: 0 });
    const refused = await bulk([apps[2].id], { rejectionReasonId: other.id });
    expect(refused.body.results[0]).toMatchObject({ ok: false, status: 400, code: "invalid_request" });
    expect((await bulk([apps[2].id], { rejectionReasonId: other.id, rejectionReason: "Wants part-time" })).body.succeeded).toBe(1);
    expect((await bulk([apps[3].id], { rejectionReason: "Free text only" })).body.succeeded).toBe(1);

    const report = await call("GET", "/api/reports?range=30d", { key: world.admin.key });
    expect(report.status).toBe(200);
    expect(report.body.rejectionReasons).toEqual([
      { id: salary.id, label: "Salary expectations", archived: false, count: 3 },
      { id: other.id, label: "Other", archived: false, count: 1 },
      { id: null, label: null, archived: false, count: 1 },
    ]);
    const total = report.body.rejectionReasons.reduce((sum: number, r: { count: number }) => sum + r.count, 0);
    expect(total).toBe(report.body.totals.rejected);
    // all time includes the old one; one job, and a hiring manager's own jobs, only theirs
    const all = await call("GET", "/api/reports?range=all", { key: world.admin.key });
    expect(all.body.rejectionReasons[0]).toMatchObject({ id: salary.id, count: 4 });
    const oneJob = await call("GET", `/api/reports?range=30d&jobId=${frontend.id}`, { key: world.recruiter.key });
    expect(oneJob.body.rejectionReasons).toEqual([{ id: salary.id, label: "Salary expectations", archived: false, count: 1 }]);
    const manager = await call("GET", "/api/reports?range=30d", { key: world.hiring_manager.key });
    expect(manager.body.rejectionReasons.map((r: { id: number | null; count: number }) => [r.id, r.count])).toEqual([
      [salary.id, 2],
      [other.id, 1],
      [null, 1],
    ]);
    // an interviewer counts only what they were asked to review
    await ownerDb.reviewRequest.create({ data: { applicationId: apps[2].id, reviewerId: world.interviewer.id } });
    const interviewer = await call("GET", "/api/reports?range=30d", { key: world.interviewer.key });
    expect(interviewer.body.rejectionReasons).toEqual([{ id: other.id, label: "Other", archived: false, count: 1 }]);
  });
});
