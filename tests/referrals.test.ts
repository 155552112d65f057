import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { createApplication, createJob, unique } from "@/prisma/factories";
import { withApi } from "./support/http";
import { makeExecutable, makeResumePdf } from "./support/resume-files";
import { createWorld } from "./support/world";

// Referrals (issue 46 item 4, docs/decisions/501): any member refers someone to an open job or to
// the company in general; the referrer follows their referrals in the candidate's words and reads
// nothing else; a person the organization already knew answers exactly as a new one.
const { call } = withApi();

type World = Awaited<ReturnType<typeof createWorld>>;
type Job = Awaited<ReturnType<typeof createJob>>;

async function openJob(world: World, title = "Backend Engineer") {
  const job = await createJob(world.organization.id, { title, hiringManagerIds: [world.hiring_manager.id] });
  // the first stage has candidate-facing words, the second has none (its name is shown)
  await ownerDb.stage.update({ where: { id: job.stages[0].id }, data: { candidateLabel: "Application received" } });
  return job;
}

const person = (name = "Grace Hopper") => ({ name, email: `${unique("grace")}@example.test`, phone: "+1 555 0100", relationship: "We worked together at Initech", note: "The best debugger I know." });

async function refer(key: string, body: Record<string, unknown>) {
  const res = await call("POST", "/api/referrals", { key, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.referral as { id: number; candidateId: number; applicationId: number | null; jobId: number | null; status: string; createdAt: string };
}

const mine = async (key: string) => {
  const res = await call("GET", "/api/referrals?mine=true", { key });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.referrals as { id: number; candidateName: string; jobTitle: string | null; status: string; stageLabel: string | null; createdAt: string }[];
};

function referralForm(fields: Record<string, string>, file?: { name: string; bytes: Buffer; type: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append("resume", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}

describe("a referral to a job", () => {
  it("starts an application with source referral that the interviewer who referred cannot read, and shows them its progress in the candidate's words", async () => {
    const world = await createWorld();
    const job = await openJob(world);
    const grace = person();
    const referral = await refer(world.interviewer.key, { jobId: job.id, ...grace });
    expect(Object.keys(referral).sort()).toEqual(["applicationId", "candidateId", "createdAt", "id", "jobId", "status"]);
    expect(referral).toMatchObject({ jobId: job.id, status: "active" });

    const application = await ownerDb.application.findUniqueOrThrow({ where: { id: referral.applicationId! }, include: { candidate: true, stageVisits: true } });
    expect(application).toMatchObject({ jobId: job.id, candidateId: referral.candidateId, source: "referral", referredBy: world.interviewer.id, currentStageId: job.stages[0].id, candidateName: "Grace Hopper" });
    expect(application.candidate).toMatchObject({ email: grace.email, name: "Grace Hopper", phone: "+1 555 0100" });
    expect(application.stageVisits).toHaveLength(1);

    // the referrer's rights do not grow: the candidate and the application stay 404 to them
    expect((await call("GET", `/api/candidates/${referral.candidateId}`, { key: world.interviewer.key })).status).toBe(404);
    expect((await call("GET", `/api/applications/${referral.applicationId}`, { key: world.interviewer.key })).status).toBe(404);
    expect((await call("GET", `/api/applications/${referral.applicationId}/feedback`, { key: world.interviewer.key })).status).toBe(404);

    const first = await mine(world.interviewer.key);
    expect(first).toEqual([{ id: referral.id, candidateName: "Grace Hopper", jobTitle: "Backend Engineer", status: "active", stageLabel: "Application received", createdAt: referral.createdAt }]);

    // the team moves it: the referrer reads the stage's name (it has no candidate-facing words), then the rejection
    const moved = await call("PATCH", `/api/applications/${referral.applicationId}`, { key: world.recruiter.key, body: { currentStageId: job.stages[1].id } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await ownerDb.feedback.create({ data: { applicationId: referral.applicationId!, authorId: world.recruiter.id, notes: "Strong on queues", recommendation: "yes" } });
    expect((await mine(world.interviewer.key))[0]).toMatchObject({ status: "active", stageLabel: "Screen" });
    expect((await call("PATCH", `/api/applications/${referral.applicationId}`, { key: world.recruiter.key, body: { status: "rejected" } })).status).toBe(200);
    const rejected = await mine(world.interviewer.key);
    expect(rejected[0]).toMatchObject({ status: "rejected", stageLabel: "Screen" });
    // only the five fields: nothing of feedback, notes or offers
    expect(Object.keys(rejected[0]).sort()).toEqual(["candidateName", "createdAt", "id", "jobTitle", "stageLabel", "status"]);
    expect(JSON.stringify(rejected)).not.toContain("queues");
  });

  it("shows the team who referred the person, and the sources report counts the referral", async () => {
    const world = await createWorld();
    const job = await openJob(world);
    const referral = await refer(world.interviewer.key, { jobId: job.id, ...person("Ada Lovelace") });

    const read = await call("GET", `/api/applications/${referral.applicationId}`, { key: world.recruiter.key });
    expect(read.body.application).toMatchObject({ source: "referral", referredBy: world.interviewer.id });
    const view = await call("GET", `/api/applications/${referral.applicationId}/feedback`, { key: world.hiring_manager.key });
    expect(view.body.application.referral).toEqual({ referrerName: world.interviewer.name, relationship: "We worked together at Initech", note: "The best debugger I know.", createdAt: referral.createdAt });

    const sources = await call("GET", `/api/reports/sources?range=all&jobId=${job.id}`, { key: world.admin.key });
    expect(sources.body.sources).toEqual([{ source: "referral", applications: 1, hired: 0, conversion: 0 }]);

    const audit = await ownerDb.auditLog.findMany({ where: { organizationId: world.organization.id, action: { in: ["referral.created", "application.created"] } }, orderBy: { id: "asc" } });
    expect(audit.map((a) => [a.action, a.actorUserId, a.targetType, a.targetId])).toEqual([
      ["application.created", world.interviewer.id, "application", String(referral.applicationId)],
      ["referral.created", world.interviewer.id, "application", String(referral.applicationId)],
    ]);
    expect(audit[1].metadata).toMatchObject({ referralId: referral.id, candidate: "Ada Lovelace", job: "Backend Engineer", startedApplication: true });
  });

  it("takes a résumé checked by its bytes as the careers apply does, and refuses one that is not a résumé without writing anything", async () => {
    const world = await createWorld();
    const job = await openJob(world);
    const grace = person();
    const fields = { jobId: String(job.id), name: grace.name, email: grace.email, phone: "", relationship: grace.relationship, note: "" };
    const refused = await call("POST", "/api/referrals", { key: world.hiring_manager.key, form: referralForm(fields, { name: "cv.pdf", bytes: makeExecutable(), type: "application/pdf" }) });
    expect(refused.status).toBe(400);
    expect(refused.body.details.map((d: { path: string }) => d.path)).toEqual(["resume"]);
    expect(await ownerDb.referral.count({ where: { organizationId: world.organization.id } })).toBe(0);
    expect(await ownerDb.candidate.count({ where: { organizationId: world.organization.id, email: grace.email } })).toBe(0);

    const sent = await call("POST", "/api/referrals", { key: world.hiring_manager.key, form: referralForm(fields, { name: "grace.pdf", bytes: await makeResumePdf(["Grace Hopper", "grace@example.test"]), type: "application/pdf" }) });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const { applicationId } = sent.body.referral;
    const stored = await ownerDb.referral.findUniqueOrThrow({ where: { id: sent.body.referral.id } });
    expect(stored).toMatchObject({ phone: null, note: null, follows: true });
    const file = await ownerDb.resumeFile.findUniqueOrThrow({ where: { applicationId } });
    expect(file).toMatchObject({ fileName: "grace.pdf", contentType: "application/pdf" });
    const resume = await call("GET", `/api/applications/${applicationId}/resume`, { key: world.recruiter.key });
    expect(resume.status).toBe(200);
    expect((await call("GET", `/api/applications/${applicationId}/resume`, { key: world.interviewer.key })).status).toBe(404);
  });

  it("refuses a closed job, another organization's job, and a missing relationship, with the field named", async () => {
    const world = await createWorld();
    const other = await createWorld("Other Org");
    const closed = await createJob(world.organization.id, { title: "Closed", status: "closed" });
    const foreign = await createJob(other.organization.id, { title: "Theirs" });
    for (const jobId of [closed.id, foreign.id]) {
      const res = await call("POST", "/api/referrals", { key: world.recruiter.key, body: { jobId, ...person() } });
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual([{ path: "jobId", message: "must be one of the organization's open jobs, or null for the company in general" }]);
    }
    const job = await openJob(world);
    const missing = await call("POST", "/api/referrals", { key: world.recruiter.key, body: { jobId: job.id, ...person(), relationship: "  " } });
    expect(missing.status).toBe(400);
    expect(missing.body.details.map((d: { path: string }) => d.path)).toEqual(["relationship"]);
    expect((await call("GET", "/api/referrals", { key: world.recruiter.key })).status).toBe(400);
    expect(await ownerDb.referral.count({ where: { organizationId: world.organization.id } })).toBe(0);
  });
});

describe("a person the organization already knew", () => {
  it("answers exactly as a new person, reuses the candidate, leaves their application as it was and shows the referrer none of its progress", async () => {
    const world = await createWorld();
    const job: Job = await openJob(world);
    const known = await createApplication(job, { candidateName: "Known Person", candidateEmail: `${unique("known")}@example.test`, stageIndex: 2, status: "rejected" });
    const knownCandidate = await ownerDb.candidate.findUniqueOrThrow({ where: { id: known.candidateId } });
    const before = await ownerDb.application.findUniqueOrThrow({ where: { id: known.id } });

    const fresh = await refer(world.interviewer.key, { jobId: job.id, ...person("New Person") });
    const again = await refer(world.interviewer.key, { jobId: job.id, ...person("Typed Name"), email: knownCandidate.email.toUpperCase() });
    // the same keys, the same status; ids are ids
    const strip = (r: typeof fresh) => ({ ...r, id: 0, candidateId: 0, applicationId: typeof r.applicationId, createdAt: "" });
    expect(strip(again)).toEqual(strip(fresh));
    expect(again.candidateId).toBe(knownCandidate.id);
    expect(again.applicationId).toBe(known.id);

    // one candidate, unchanged; the application as it was (no referrer, its source, stage and status)
    expect(await ownerDb.candidate.count({ where: { organizationId: world.organization.id, email: knownCandidate.email } })).toBe(1);
    expect(await ownerDb.candidate.findUniqueOrThrow({ where: { id: knownCandidate.id } })).toEqual(knownCandidate);
    expect(await ownerDb.application.findUniqueOrThrow({ where: { id: known.id } })).toEqual(before);

    // the referrer's list: both as a new application shows, the known one's rejection and stage unsaid
    const list = await mine(world.interviewer.key);
    const strip2 = (r: (typeof list)[number]) => ({ jobTitle: r.jobTitle, status: r.status, stageLabel: r.stageLabel });
    expect(list.map(strip2)).toEqual([strip2(list[1]), strip2(list[1])]);
    expect(list[0]).toMatchObject({ candidateName: "Typed Name", status: "active", stageLabel: "Application received" });
    expect((await call("GET", `/api/candidates/${knownCandidate.id}`, { key: world.interviewer.key })).status).toBe(404);

    // the team still learns of the referral: on the application and in the audit log
    const view = await call("GET", `/api/applications/${known.id}/feedback`, { key: world.recruiter.key });
    expect(view.body.application.referral).toMatchObject({ referrerName: world.interviewer.name });
    const entry = await ownerDb.auditLog.findFirstOrThrow({ where: { organizationId: world.organization.id, action: "referral.created", targetId: String(known.id) } });
    expect(entry.metadata).toMatchObject({ startedApplication: false });
  });

  it("starts an application on the known candidate when they have none on that job", async () => {
    const world = await createWorld();
    const first = await openJob(world, "First");
    const second = await openJob(world, "Second");
    const known = await createApplication(first, { candidateName: "Known Person", candidateEmail: `${unique("known")}@example.test` });
    const candidate = await ownerDb.candidate.findUniqueOrThrow({ where: { id: known.candidateId } });
    const referral = await refer(world.hiring_manager.key, { jobId: second.id, ...person("Another Name"), email: candidate.email });
    expect(referral.candidateId).toBe(candidate.id);
    const application = await ownerDb.application.findUniqueOrThrow({ where: { id: referral.applicationId! } });
    expect(application).toMatchObject({ jobId: second.id, candidateId: candidate.id, source: "referral", referredBy: world.hiring_manager.id });
    expect((await ownerDb.candidate.findUniqueOrThrow({ where: { id: candidate.id } })).name).toBe(candidate.name);
  });
});

describe("a referral to the company in general", () => {
  it("makes or finds the candidate without an application, shows as received, and takes no résumé", async () => {
    const world = await createWorld();
    const grace = person();
    const referral = await refer(world.interviewer.key, { jobId: null, ...grace, phone: null, note: null });
    expect(referral).toMatchObject({ jobId: null, applicationId: null, status: "received" });
    expect(await ownerDb.candidate.findUniqueOrThrow({ where: { id: referral.candidateId } })).toMatchObject({ email: grace.email, name: grace.name });
    expect(await mine(world.interviewer.key)).toEqual([{ id: referral.id, candidateName: grace.name, jobTitle: null, status: "received", stageLabel: null, createdAt: referral.createdAt }]);
    // the recruiter, who sees every candidate, reads the candidate; the interviewer does not
    const opened = await call("GET", `/api/candidates/${referral.candidateId}`, { key: world.recruiter.key });
    expect(opened.status).toBe(200);
    expect(opened.body.candidate).toMatchObject({ name: grace.name, applications: [] });
    expect((await call("GET", `/api/candidates/${referral.candidateId}`, { key: world.interviewer.key })).status).toBe(404);

    const withFile = await call("POST", "/api/referrals", {
      key: world.interviewer.key,
      form: referralForm({ jobId: "", name: "Alan Turing", email: `${unique("alan")}@example.test`, relationship: "A neighbour" }, { name: "alan.pdf", bytes: await makeResumePdf(["Alan Turing"]), type: "application/pdf" }),
    });
    expect(withFile.status).toBe(400);
    expect(withFile.body.details.map((d: { path: string }) => d.path)).toEqual(["resume"]);
  });
});

describe("whose referrals a member reads", () => {
  it("lists only the caller's own, in their own organization, and erasure takes the person out of them", async () => {
    const world = await createWorld();
    const other = await createWorld("Other Org");
    const job = await openJob(world);
    const theirs = await openJob(other);
    const byInterviewer = await refer(world.interviewer.key, { jobId: job.id, ...person("By Interviewer") });
    const byManager = await refer(world.hiring_manager.key, { jobId: job.id, ...person("By Manager") });
    await refer(other.interviewer.key, { jobId: theirs.id, ...person("Elsewhere") });
    expect((await mine(world.interviewer.key)).map((r) => r.id)).toEqual([byInterviewer.id]);
    expect((await mine(world.hiring_manager.key)).map((r) => r.id)).toEqual([byManager.id]);
    expect(await mine(world.admin.key)).toEqual([]);

    expect((await call("DELETE", `/api/candidates/${byInterviewer.candidateId}`, { key: world.admin.key })).status).toBe(200);
    const [erased] = await mine(world.interviewer.key);
    expect(erased).toMatchObject({ id: byInterviewer.id, candidateName: "Erased candidate" });
    expect(await ownerDb.referral.findUniqueOrThrow({ where: { id: byInterviewer.id } })).toMatchObject({ phone: null, note: null, relationship: "" });
  });
});
