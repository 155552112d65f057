import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { createApiKey, createUser } from "@/prisma/factories";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

// Job approval (docs/decisions/395): with the organization's job chain set, a new job waits for it,
// cannot open before, its approvers see it and are e-mailed, and a change of an approved job's
// salary range or headcount asks again.
const { call } = withApi();

const pendingOf = async (key: string) => (await call("GET", "/api/approvals?mine=pending", { key })).body.approvals as { id: number; kind: string; job: { id: number } | null }[];

describe("job approval", () => {
  it("is not required without a chain; with one, a new job waits, cannot open, and opens once every step approved", async () => {
    const world = await createWorld("Job Approval Org");
    const before = await call("POST", "/api/jobs", { key: world.recruiter.key, body: { title: "Before approvals", status: "open" } });
    expect(before.body.job).toMatchObject({ approvalStatus: "not_required", status: "open", headcount: null });

    const financeUser = await createUser(world.organization.id, { role: "hiring_manager", name: "Fran Finance" });
    const finance = { ...financeUser, key: (await createApiKey(financeUser)).plaintext };
    const put = await call("PUT", "/api/orgs/me/approval-chains/job", { key: world.admin.key, body: { steps: [{ approverIds: [finance.id], mode: "any" }, { role: "admin", mode: "any" }] } });
    expect(put.status).toBe(200);
    expect((await call("POST", "/api/jobs", { key: world.recruiter.key, body: { title: "Data Engineer", status: "open" } })).status).toBe(409);
    const created = await call("POST", "/api/jobs", { key: world.recruiter.key, body: { title: "Data Engineer", salaryMin: 70000, salaryMax: 90000, salaryCurrency: "EUR", headcount: 2 } });
    expect(created.status).toBe(201);
    const job = created.body.job;
    expect(job).toMatchObject({ approvalStatus: "pending", status: "draft", headcount: 2 });
    expect((await call("PATCH", `/api/jobs/${job.id}`, { key: world.recruiter.key, body: { status: "open" } })).status).toBe(409);
    // an earlier job is not touched by turning approvals on
    expect((await call("GET", `/api/jobs/${before.body.job.id}`, { key: world.recruiter.key })).body.job.approvalStatus).toBe("not_required");

    // the hiring manager of other jobs approves the first step without seeing the job otherwise
    expect((await call("GET", `/api/jobs/${job.id}`, { key: finance.key })).status).toBe(404);
    const mails = await ownerDb.outboxEmail.findMany({ where: { organizationId: world.organization.id, kind: "job_approval_request" }, select: { toAddress: true } });
    expect(mails.map((m) => m.toAddress)).toEqual([finance.email]);
    const [mine] = await pendingOf(finance.key);
    expect(mine).toMatchObject({ kind: "job", job: { id: job.id, title: "Data Engineer", salaryMin: 70000, headcount: 2 } });
    expect(await pendingOf(world.admin.key)).toEqual([]);
    const first = await call("POST", `/api/approvals/${mine.id}/decision`, { key: finance.key, body: { decision: "approve" } });
    expect(first.body).toEqual({ job: { id: job.id, title: "Data Engineer", approvalStatus: "pending" } });
    const [adminTurn] = await pendingOf(world.admin.key);
    expect((await call("POST", `/api/approvals/${adminTurn.id}/decision`, { key: world.admin.key, body: { decision: "approve", comment: "Budgeted" } })).body.job.approvalStatus).toBe("approved");
    expect((await call("PATCH", `/api/jobs/${job.id}`, { key: world.recruiter.key, body: { status: "open" } })).body.job).toMatchObject({ status: "open", approvalStatus: "approved" });
    const actions = (await ownerDb.auditLog.findMany({ where: { organizationId: world.organization.id, targetType: "job", targetId: String(job.id) }, orderBy: { id: "asc" } })).map((a) => a.action);
    expect(actions).toEqual(["job.approval_requested", "job.created", "job.approval_given", "job.approval_given", "job.approved", "job.updated"]);
    const approvedEvent = await ownerDb.event.findFirst({ where: { organizationId: world.organization.id, type: "job.updated", body: { contains: '"approvalStatus":"approved"' } } });
    expect(approvedEvent).not.toBeNull();
  });

  it("asks again when an approved job's salary range or headcount changes, not for other fields; a rejection keeps it closed", async () => {
    const world = await createWorld("Job Reapproval Org");
    await call("PUT", "/api/orgs/me/approval-chains/job", { key: world.admin.key, body: { steps: [{ approverIds: [world.admin.id], mode: "any" }] } });
    const job = (await call("POST", "/api/jobs", { key: world.recruiter.key, body: { title: "Analyst", salaryMin: 50000, salaryMax: 60000, salaryCurrency: "EUR", headcount: 1 } })).body.job;
    const [approval] = await pendingOf(world.admin.key);
    await call("POST", `/api/approvals/${approval.id}/decision`, { key: world.admin.key, body: { decision: "approve" } });
    await call("PATCH", `/api/jobs/${job.id}`, { key: world.recruiter.key, body: { status: "open" } });

    const retitled = await call("PATCH", `/api/jobs/${job.id}`, { key: world.recruiter.key, body: { title: "Senior Analyst" } });
    expect(retitled.body.job.approvalStatus).toBe("approved");
    const bigger = await call("PATCH", `/api/jobs/${job.id}`, { key: world.recruiter.key, body: { headcount: 3 } });
    expect(bigger.body.job).toMatchObject({ approvalStatus: "pending", headcount: 3, status: "open" });
    const [again] = await pendingOf(world.admin.key);
    const refused = await call("POST", `/api/approvals/${again.id}/decision`, { key: world.admin.key, body: { decision: "reject", comment: "No budget for three" } });
    expect(refused.body.job.approvalStatus).toBe("rejected");
    // the job was open already; it stays open, and a closed-then-reopened job would need approval
    await call("PATCH", `/api/jobs/${job.id}`, { key: world.recruiter.key, body: { status: "closed" } });
    expect((await call("PATCH", `/api/jobs/${job.id}`, { key: world.recruiter.key, body: { status: "open" } })).status).toBe(409);
    // a new salary range asks again after a rejection
    expect((await call("PATCH", `/api/jobs/${job.id}`, { key: world.recruiter.key, body: { salaryMax: 65000 } })).body.job.approvalStatus).toBe("pending");
  });
});
