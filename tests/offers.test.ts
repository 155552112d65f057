import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { createApiKey, createApplication, createJob, createUser } from "@/prisma/factories";
import { createReviewRequest } from "@/prisma/factories/review-request";
import { withApi } from "./support/http";
import { createWorld, type Member } from "./support/world";

// Offers and their approval chains (docs/decisions/390-392).
const { call } = withApi();

const SALARY = { amount: 85000, currency: "EUR", period: "year" };

async function member(organizationId: number, role: "admin" | "recruiter" | "hiring_manager", name: string): Promise<Member> {
  const user = await createUser(organizationId, { role, name });
  const { plaintext } = await createApiKey(user);
  return { id: user.id, name: user.name, email: user.email, role, organizationId, key: plaintext };
}

async function scene() {
  const world = await createWorld("Offers Org");
  const job = await createJob(world.organization.id, { title: "Backend Engineer", hiringManagerIds: [world.hiring_manager.id] });
  const application = await createApplication(job, { candidateName: "Ada Offered" });
  const finance = await member(world.organization.id, "recruiter", "Fran Finance");
  const founder = await member(world.organization.id, "admin", "Cleo Founder");
  return { world, job, application, finance, founder };
}

async function draft(key: string, applicationId: number, body: object = { salary: SALARY }) {
  const res = await call("POST", `/api/applications/${applicationId}/offers`, { key, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.offer;
}

async function chain(key: string, steps: object[]) {
  const res = await call("PUT", "/api/orgs/me/approval-chains/offer", { key, body: { steps } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.chain;
}

const decide = (key: string, approvalId: number, decision: "approve" | "reject", comment?: string) => call("POST", `/api/approvals/${approvalId}/decision`, { key, body: { decision, comment } });
const pendingOf = async (key: string) => (await call("GET", "/api/approvals?mine=pending", { key })).body.approvals as { id: number; offer: { id: number } }[];
const eventsOf = (organizationId: number, type: string) => ownerDb.event.count({ where: { organizationId, type } });

describe("offers", () => {
  it("are drafted by who manages the job, with the binding shape, audited and announced; one in play per application", async () => {
    const { world, application } = await scene();
    const offer = await draft(world.hiring_manager.key, application.id, { salary: SALARY, startDate: "2027-01-04", expiresAt: "2026-12-31T17:00:00Z", employmentType: "full_time", terms: "  25 days of leave.  " });
    expect(offer).toMatchObject({
      applicationId: application.id,
      status: "draft",
      salary: SALARY,
      startDate: "2027-01-04",
      expiresAt: "2026-12-31T17:00:00.000Z",
      employmentType: "full_time",
      terms: "25 days of leave.",
      approvalRound: 0,
      approvals: [],
    });
    expect(await eventsOf(world.organization.id, "offer.created")).toBe(1);
    const audit = await ownerDb.auditLog.findFirstOrThrow({ where: { organizationId: world.organization.id, action: "offer.created" } });
    expect(audit).toMatchObject({ actorUserId: world.hiring_manager.id, targetType: "offer", targetId: String(offer.id), metadata: expect.objectContaining({ targetLabel: "Ada Offered (Backend Engineer)" }) });

    const again = await call("POST", `/api/applications/${application.id}/offers`, { key: world.recruiter.key, body: { salary: SALARY } });
    expect(again.status).toBe(409);
    const bad = await call("POST", `/api/applications/${application.id}/offers`, { key: world.recruiter.key, body: { salary: { amount: 1.234, currency: "EUR", period: "fortnight" } } });
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: { path: string }) => d.path).sort()).toEqual(["salary.amount", "salary.period"]);
    // what a form sends for "85,000" parsed by Number(): said in words, not as a type mismatch
    const unparsed = await call("POST", `/api/applications/${application.id}/offers`, { key: world.recruiter.key, body: { salary: { amount: null, currency: "EUR", period: "year" } } });
    expect(unparsed.body.details).toEqual([{ path: "salary.amount", message: "must be a number, such as 85000" }]);
    // withdrawn, the application may get a new one
    expect((await call("PATCH", `/api/offers/${offer.id}`, { key: world.recruiter.key, body: { status: "withdrawn" } })).body.offer.status).toBe("withdrawn");
    await draft(world.recruiter.key, application.id);
    expect((await call("GET", `/api/applications/${application.id}/offers`, { key: world.admin.key })).body.offers.map((o: { status: string }) => o.status)).toEqual(["draft", "withdrawn"]);
  });

  it("change as a draft, audited as offer.updated and still a draft; a sent offer's terms refuse to change", async () => {
    const { world, application } = await scene();
    const offer = await draft(world.recruiter.key, application.id, { salary: SALARY, startDate: "2027-01-04", terms: "25 days of leave." });
    const edited = await call("PATCH", `/api/offers/${offer.id}`, { key: world.hiring_manager.key, body: { salary: { ...SALARY, amount: 92000 }, startDate: "2027-02-01", terms: "30 days of leave." } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.offer).toMatchObject({ status: "draft", approvalRound: 0, approvals: [], salary: { amount: 92000 }, startDate: "2027-02-01", terms: "30 days of leave." });
    const audit = await ownerDb.auditLog.findFirstOrThrow({ where: { organizationId: world.organization.id, action: "offer.updated" } });
    expect(audit.metadata).toMatchObject({ before: { startDate: "2027-01-04", terms: "25 days of leave." }, after: { startDate: "2027-02-01", terms: "30 days of leave." } });
    // a draft's edit starts no round: nothing to reset
    expect(await ownerDb.auditLog.count({ where: { organizationId: world.organization.id, action: "offer.approvals_reset" } })).toBe(0);

    // sent, the candidate holds these terms: 409, and the offer is as it was
    await call("POST", `/api/offers/${offer.id}/submit`, { key: world.recruiter.key });
    expect((await call("POST", `/api/offers/${offer.id}/send`, { key: world.recruiter.key })).status).toBe(200);
    const late = await call("PATCH", `/api/offers/${offer.id}`, { key: world.recruiter.key, body: { salary: { ...SALARY, amount: 99000 } } });
    expect(late.status).toBe(409);
    expect((await call("GET", `/api/offers/${offer.id}`, { key: world.recruiter.key })).body.offer).toMatchObject({ status: "sent", salary: { amount: 92000 } });
  });

  it("take the job's employment type when the body names none, so the letter says it; null keeps none", async () => {
    const world = await createWorld("Offers Type Org");
    const job = await createJob(world.organization.id, { title: "Support Lead", employmentType: "part_time" });
    const first = await createApplication(job, { candidateName: "Pat Parttime" });
    const second = await createApplication(job, { candidateName: "Nia Nulltype" });
    expect((await draft(world.recruiter.key, first.id)).employmentType).toBe("part_time");
    expect((await draft(world.recruiter.key, second.id, { salary: SALARY, employmentType: null })).employmentType).toBeNull();
    // a job with none leaves the offer with none
    const untyped = await createApplication(await createJob(world.organization.id, { title: "Untyped" }), { candidateName: "Uma Untyped" });
    expect((await draft(world.recruiter.key, untyped.id)).employmentType).toBeNull();
  });

  it("are read by admins, recruiters, the job's hiring managers and approvers only: interviewers get 404 even on an application they review", async () => {
    const { world, job, application, finance } = await scene();
    const otherManager = await member(world.organization.id, "hiring_manager", "Other Manager");
    const stranger = await createWorld("Offers Stranger Org");
    await createReviewRequest(application, world.interviewer);
    const offer = await draft(world.recruiter.key, application.id);
    const path = `/api/offers/${offer.id}`;
    for (const key of [world.admin.key, world.recruiter.key, world.hiring_manager.key, finance.key]) expect((await call("GET", path, { key })).status).toBe(200);
    for (const key of [world.interviewer.key, otherManager.key, stranger.admin.key]) expect((await call("GET", path, { key })).status).toBe(404);
    // the interviewer sees the application, not its offers
    expect((await call("GET", `/api/applications/${application.id}`, { key: world.interviewer.key })).status).toBe(200);
    expect((await call("GET", `/api/applications/${application.id}/offers`, { key: world.interviewer.key })).body).toEqual({ offers: [] });
    expect((await call("POST", `/api/applications/${application.id}/offers`, { key: world.interviewer.key, body: { salary: SALARY } })).status).toBe(403);
    expect((await call("PATCH", path, { key: world.interviewer.key, body: { terms: "x" } })).status).toBe(404);
    expect((await call("GET", `/api/applications/${application.id}/offers`, { key: otherManager.key })).status).toBe(404);

    // an approver who does not manage the job reads the offer and whom it is for, and changes nothing
    await chain(world.admin.key, [{ approverIds: [otherManager.id], mode: "any" }]);
    await call("POST", `${path}/submit`, { key: world.recruiter.key });
    expect((await call("GET", path, { key: otherManager.key })).status).toBe(200);
    const waiting = await call("GET", "/api/approvals?mine=pending", { key: otherManager.key });
    expect(waiting.body.approvals).toEqual([expect.objectContaining({ candidateName: "Ada Offered", jobTitle: job.title, offer: expect.objectContaining({ id: offer.id }) })]);
    expect((await call("PATCH", path, { key: otherManager.key, body: { terms: "x" } })).status).toBe(403);
    expect((await call("GET", `/api/applications/${application.id}`, { key: otherManager.key })).status).toBe(404);
  });
});

describe("approval chains", () => {
  it("run in order: a later step waits, any-of is decided by one, all-of by everyone; the approvers of each step are e-mailed", async () => {
    const { world, application, finance, founder } = await scene();
    await chain(world.admin.key, [
      { role: "recruiter", mode: "any" },
      { approverIds: [founder.id, world.hiring_manager.id], mode: "all" },
    ]);
    const offer = await draft(world.recruiter.key, application.id);
    const submitted = await call("POST", `/api/offers/${offer.id}/submit`, { key: world.recruiter.key });
    expect(submitted.body.offer.status).toBe("pending_approval");
    const steps = submitted.body.offer.approvals.map((a: { step: number; approverId: string; mode: string }) => [a.step, a.approverId, a.mode]);
    expect(steps).toEqual([
      [0, world.recruiter.id, "any"],
      [0, finance.id, "any"],
      [1, founder.id, "all"],
      [1, world.hiring_manager.id, "all"],
    ]);
    const mails = () => ownerDb.outboxEmail.findMany({ where: { organizationId: world.organization.id, kind: "offer_approval_request" }, select: { toAddress: true } });
    expect((await mails()).map((m) => m.toAddress).sort()).toEqual([world.recruiter.email, finance.email].sort());
    expect(await pendingOf(founder.key)).toEqual([]);
    const founderApproval = submitted.body.offer.approvals.find((a: { approverId: string }) => a.approverId === founder.id);
    expect((await decide(founder.key, founderApproval.id, "approve")).status).toBe(409);

    const [financeApproval] = await pendingOf(finance.key);
    expect((await decide(finance.key, financeApproval.id, "approve", "Within band")).body.offer.status).toBe("pending_approval");
    // the other recruiter's request of the any-of step is no longer needed
    expect(await pendingOf(world.recruiter.key)).toEqual([]);
    expect((await mails()).map((m) => m.toAddress).sort()).toEqual([world.recruiter.email, finance.email, founder.email, world.hiring_manager.email].sort());
    const [first] = await pendingOf(founder.key);
    expect((await decide(founder.key, first.id, "approve")).body.offer.status).toBe("pending_approval");
    expect(await eventsOf(world.organization.id, "offer.approved")).toBe(0);
    const [last] = await pendingOf(world.hiring_manager.key);
    const done = await decide(world.hiring_manager.key, last.id, "approve");
    expect(done.body.offer).toMatchObject({ status: "approved", approvedAt: expect.any(String) });
    expect(await eventsOf(world.organization.id, "offer.approved")).toBe(1);
    expect((await decide(world.hiring_manager.key, last.id, "approve")).status).toBe(409);
    const actions = (await ownerDb.auditLog.findMany({ where: { organizationId: world.organization.id, targetType: "offer" }, orderBy: { id: "asc" } })).map((a) => a.action);
    expect(actions).toEqual(["offer.created", "offer.submitted", "offer.approval_given", "offer.approval_given", "offer.approval_given", "offer.approved"]);
  });

  it("add a threshold step for offers above a yearly amount, and for offers in another currency", async () => {
    const { world, job, founder } = await scene();
    await chain(world.admin.key, [
      { approverIds: [world.recruiter.id], mode: "any" },
      { approverIds: [founder.id], mode: "any", minYearlyAmount: { amount: 100000, currency: "EUR" } },
    ]);
    const stepsFor = async (salary: object) => {
      const application = await createApplication(job);
      const offer = await draft(world.recruiter.key, application.id, { salary });
      const res = await call("POST", `/api/offers/${offer.id}/submit`, { key: world.recruiter.key });
      return [...new Set(res.body.offer.approvals.map((a: { step: number }) => a.step))].length;
    };
    expect(await stepsFor({ amount: 100000, currency: "EUR", period: "year" })).toBe(1);
    expect(await stepsFor({ amount: 9000, currency: "EUR", period: "month" })).toBe(2);
    expect(await stepsFor({ amount: 45, currency: "EUR", period: "hour" })).toBe(1);
    expect(await stepsFor({ amount: 50, currency: "EUR", period: "hour" })).toBe(2);
    expect(await stepsFor({ amount: 60000, currency: "USD", period: "year" })).toBe(2);
  });

  it("approve at once when no step applies, and send the offer back to draft on a rejection", async () => {
    const { world, application, job } = await scene();
    const plain = await draft(world.recruiter.key, application.id);
    const res = await call("POST", `/api/offers/${plain.id}/submit`, { key: world.recruiter.key });
    expect(res.body.offer).toMatchObject({ status: "approved", approvals: [] });
    expect(await eventsOf(world.organization.id, "offer.approved")).toBe(1);

    await chain(world.admin.key, [{ approverIds: [world.admin.id], mode: "any" }]);
    const second = await draft(world.recruiter.key, (await createApplication(job)).id);
    await call("POST", `/api/offers/${second.id}/submit`, { key: world.recruiter.key });
    const [approval] = await pendingOf(world.admin.key);
    const refused = await decide(world.admin.key, approval.id, "reject", "Over budget");
    expect(refused.body.offer).toMatchObject({ status: "draft", approvals: [expect.objectContaining({ status: "rejected", comment: "Over budget" })] });
    expect((await call("POST", `/api/offers/${second.id}/submit`, { key: world.recruiter.key })).body.offer.status).toBe("pending_approval");
  });

  it("start again when the offer changes after an approval; approvals given for the old terms no longer count", async () => {
    const { world, application, founder } = await scene();
    await chain(world.admin.key, [
      { approverIds: [world.admin.id], mode: "any" },
      { approverIds: [founder.id], mode: "any" },
    ]);
    const offer = await draft(world.recruiter.key, application.id);
    await call("POST", `/api/offers/${offer.id}/submit`, { key: world.recruiter.key });
    const [first] = await pendingOf(world.admin.key);
    await decide(world.admin.key, first.id, "approve");
    const changed = await call("PATCH", `/api/offers/${offer.id}`, { key: world.recruiter.key, body: { salary: { ...SALARY, amount: 95000 } } });
    expect(changed.body.offer).toMatchObject({ status: "pending_approval", approvalRound: 2, salary: { amount: 95000 } });
    expect(changed.body.offer.approvals.map((a: { status: string }) => a.status)).toEqual(["pending", "pending"]);
    // the founder's request of the old round is gone; the admin is asked again
    expect(await pendingOf(founder.key)).toEqual([]);
    expect((await decide(founder.key, (await ownerDb.approval.findFirstOrThrow({ where: { offerId: offer.id, round: 1, approverId: founder.id } })).id, "approve")).status).toBe(409);
    expect(await pendingOf(world.admin.key)).toHaveLength(1);
    const reset = await ownerDb.auditLog.findFirstOrThrow({ where: { organizationId: world.organization.id, action: "offer.approvals_reset" } });
    expect(reset.metadata).toMatchObject({ round: 1, approvalsGiven: 1 });
    // a PATCH that changes nothing leaves the round as it is
    expect((await call("PATCH", `/api/offers/${offer.id}`, { key: world.recruiter.key, body: { salary: { ...SALARY, amount: 95000 } } })).body.offer.approvalRound).toBe(2);
    // approved, then changed: approved no longer
    const [again] = await pendingOf(world.admin.key);
    await decide(world.admin.key, again.id, "approve");
    const [founderTurn] = await pendingOf(founder.key);
    expect((await decide(founder.key, founderTurn.id, "approve")).body.offer.status).toBe("approved");
    const late = await call("PATCH", `/api/offers/${offer.id}`, { key: world.recruiter.key, body: { startDate: "2027-02-01" } });
    expect(late.body.offer).toMatchObject({ status: "pending_approval", approvalRound: 3, approvedAt: null });
  });

  it("yield one result when two approvers decide the last step at once", async () => {
    const { world, job, finance, founder } = await scene();
    // all-of: both approvals land, one of them completes the chain, once
    await chain(world.admin.key, [{ approverIds: [finance.id, founder.id], mode: "all" }]);
    const offer = await draft(world.recruiter.key, (await createApplication(job)).id);
    await call("POST", `/api/offers/${offer.id}/submit`, { key: world.recruiter.key });
    const [a] = await pendingOf(finance.key);
    const [b] = await pendingOf(founder.key);
    const both = await Promise.all([decide(finance.key, a.id, "approve"), decide(founder.key, b.id, "approve")]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both.map((r) => r.body.offer.status).sort()).toEqual(["approved", "pending_approval"]);
    expect(await eventsOf(world.organization.id, "offer.approved")).toBe(1);

    // any-of: the first decides, the second finds the step decided
    await chain(world.admin.key, [{ approverIds: [finance.id, founder.id], mode: "any" }]);
    const other = await draft(world.recruiter.key, (await createApplication(job)).id);
    await call("POST", `/api/offers/${other.id}/submit`, { key: world.recruiter.key });
    const [c] = await pendingOf(finance.key);
    const [d] = await pendingOf(founder.key);
    const race = await Promise.all([decide(finance.key, c.id, "approve"), decide(founder.key, d.id, "reject")]);
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
    const final = await ownerDb.offer.findUniqueOrThrow({ where: { id: other.id } });
    expect(final.status).toBe(race[0].status === 200 ? "approved" : "draft");
    expect(await eventsOf(world.organization.id, "offer.approved")).toBe(race[0].status === 200 ? 2 : 1);
  });

  it("drop a member removed mid-chain: an all-of step waits for the others; a step left with no one falls to the admins", async () => {
    const { world, job, finance, founder } = await scene();
    await chain(world.admin.key, [
      { approverIds: [finance.id, world.hiring_manager.id], mode: "all" },
      { approverIds: [founder.id], mode: "any" },
    ]);
    const offer = await draft(world.recruiter.key, (await createApplication(job)).id);
    await call("POST", `/api/offers/${offer.id}/submit`, { key: world.recruiter.key });
    const [hm] = await pendingOf(world.hiring_manager.key);
    await decide(world.hiring_manager.key, hm.id, "approve");
    expect((await call("DELETE", `/api/team/${finance.id}`, { key: world.admin.key })).status).toBe(200);
    // finance's part is withdrawn; the all-of step is done with the hiring manager's approval
    const afterRemoval = (await call("GET", `/api/offers/${offer.id}`, { key: world.recruiter.key })).body.offer;
    expect(afterRemoval.approvals.map((a: { approverId: string; status: string }) => [a.approverId, a.status])).toEqual([
      [finance.id, "withdrawn"],
      [world.hiring_manager.id, "approved"],
      [founder.id, "pending"],
    ]);
    expect((await ownerDb.auditLog.findFirstOrThrow({ where: { organizationId: world.organization.id, action: "offer.approver_left" } })).metadata).toMatchObject({ approver: "Fran Finance" });

    // the founder leaves too: nobody is left at step 1, so the admins decide it
    expect((await call("DELETE", `/api/team/${founder.id}`, { key: world.admin.key })).status).toBe(200);
    const [fallback] = await pendingOf(world.admin.key);
    expect(fallback.offer.id).toBe(offer.id);
    expect((await decide(world.admin.key, fallback.id, "approve")).body.offer.status).toBe("approved");
  });

  it("are set by admins only, naming active members who may read offers", async () => {
    const { world } = await scene();
    expect((await call("PUT", "/api/orgs/me/approval-chains/offer", { key: world.recruiter.key, body: { steps: [] } })).status).toBe(403);
    const bad = await call("PUT", "/api/orgs/me/approval-chains/offer", { key: world.admin.key, body: { steps: [{ approverIds: [world.interviewer.id], mode: "any" }] } });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([{ path: "steps.0.approverIds.0", message: expect.any(String) }]);
    expect((await call("PUT", "/api/orgs/me/approval-chains/offer", { key: world.admin.key, body: { steps: [{ role: "interviewer", mode: "any" }] } })).status).toBe(400);
    expect((await call("PUT", "/api/orgs/me/approval-chains/offer", { key: world.admin.key, body: { steps: [{ mode: "any" }] } })).status).toBe(400);
    const set = await chain(world.admin.key, [{ approverIds: [world.hiring_manager.id], mode: "any" }]);
    expect(set.steps).toEqual([{ position: 0, mode: "any", approverIds: [world.hiring_manager.id], approvers: [{ id: world.hiring_manager.id, name: world.hiring_manager.name }], role: null, minYearlyAmount: null }]);
    expect((await call("GET", "/api/orgs/me/approval-chains/offer", { key: world.interviewer.key })).body.chain.steps).toHaveLength(1);
  });
});
