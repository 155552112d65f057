import { describe, expect, it } from "vitest";
import { advanceClock } from "@/lib/clock";
import { ownerDb } from "@/lib/db/owner";
import { createApiKey, createApplication, createCandidate, createJob, unique } from "@/prisma/factories";
import { stopClockAt } from "./support/clock";
import { withApi } from "./support/http";
import { makeExecutable, makeResumePdf } from "./support/resume-files";
import { createWorld } from "./support/world";

// Agencies (issue 46 item 5, docs/decisions/504): an admin adds an agency, gives it jobs and invites
// its recruiters; a recruiter sees only those jobs, submits candidates with a résumé and follows
// their own submissions in the candidate's words; a duplicate is refused with one neutral answer.
const { call } = withApi();

type World = Awaited<ReturnType<typeof createWorld>>;
const PASSWORD = "a long enough passphrase 42";

async function openJob(world: World, title = "Backend Engineer") {
  const job = await createJob(world.organization.id, { title, hiringManagerIds: [world.hiring_manager.id] });
  await ownerDb.stage.update({ where: { id: job.stages[0].id }, data: { candidateLabel: "Application received" } });
  return job;
}

async function addAgency(world: World, name = "Northwind Talent", ownershipDays?: number) {
  const res = await call("POST", "/api/agencies", { key: world.admin.key, body: { name, ...(ownershipDays ? { ownershipDays } : {}) } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.agency as { id: number; name: string; ownershipDays: number; jobIds: number[] };
}

async function giveJobs(world: World, agencyId: number, jobIds: number[]) {
  const res = await call("PUT", `/api/agencies/${agencyId}/jobs`, { key: world.admin.key, body: { jobIds } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.agency;
}

// invited through the API and accepted from the e-mailed link, then given an API key
async function recruiterOf(world: World, agencyId: number, name = "Ada Agent") {
  const email = `${unique("agent")}@agency.test`;
  const invited = await call("POST", `/api/agencies/${agencyId}/recruiters`, { key: world.admin.key, body: { email, name } });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const mail = await ownerDb.outboxEmail.findFirstOrThrow({ where: { toAddress: email, kind: "invitation" }, orderBy: { id: "desc" } });
  const token = /\/invite\/([A-Za-z0-9_-]+)/.exec(mail.textBody)![1];
  const accepted = await call("POST", `/api/invitations/${token}/accept`, { body: { name, password: PASSWORD } });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
  const user = await ownerDb.user.findUniqueOrThrow({ where: { email } });
  const { plaintext } = await createApiKey(user);
  return { id: user.id, email, key: plaintext, user };
}

const person = (name = "Grace Hopper") => ({ name, email: `${unique("grace")}@example.test`, phone: "+1 555 0100", note: "Ten years of compilers." });

function submissionForm(fields: Record<string, string>, file?: { name: string; bytes: Buffer; type: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append("resume", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}

async function submit(key: string, jobId: number, body: Record<string, unknown>) {
  return call("POST", `/api/jobs/${jobId}/agency-submissions`, { key, body });
}

async function setup() {
  const world = await createWorld("Agency World");
  const given = await openJob(world, "Backend Engineer");
  const other = await openJob(world, "Designer");
  const agency = await addAgency(world);
  await giveJobs(world, agency.id, [given.id]);
  const agent = await recruiterOf(world, agency.id);
  return { world, given, other, agency, agent };
}

describe("agencies as the admins keep them", () => {
  it("creates and lists agencies, invites a recruiter who joins as the agency's, and replaces its jobs, each audited", async () => {
    const world = await createWorld();
    const job = await openJob(world);
    const second = await openJob(world, "Frontend Engineer");
    const created = await call("POST", "/api/agencies", { key: world.admin.key, body: { name: "  Northwind Talent ", ownershipDays: 90 } });
    expect(created.status).toBe(201);
    expect(created.body.agency).toEqual({ id: expect.any(Number), name: "Northwind Talent", ownershipDays: 90, jobIds: [], recruiters: [], createdAt: expect.any(String) });
    const defaulted = await addAgency(world, "Contoso Search");
    expect(defaulted.ownershipDays).toBe(180);
    expect((await call("POST", "/api/agencies", { key: world.admin.key, body: { name: "northwind talent" } })).status).toBe(409);
    const invalid = await call("POST", "/api/agencies", { key: world.admin.key, body: { name: "", ownershipDays: 0 } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.details.map((d: { path: string }) => d.path).sort()).toEqual(["name", "ownershipDays"]);

    const id = created.body.agency.id as number;
    const replaced = await giveJobs(world, id, [second.id, job.id, job.id]);
    expect(replaced.jobIds).toEqual([job.id, second.id].sort((a, b) => a - b));
    expect((await giveJobs(world, id, [second.id])).jobIds).toEqual([second.id]);
    const foreign = await createJob((await createWorld("Else")).organization.id);
    const refused = await call("PUT", `/api/agencies/${id}/jobs`, { key: world.admin.key, body: { jobIds: [second.id, foreign.id] } });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([{ path: "jobIds.1", message: "is not one of the organization's jobs" }]);

    const email = `${unique("bo")}@agency.test`;
    const invited = await call("POST", `/api/agencies/${id}/recruiters`, { key: world.admin.key, body: { email, name: "Bo Broker" } });
    expect(invited.status).toBe(201);
    expect(invited.body.invitation).toEqual({ email, name: "Bo Broker", agencyId: id });
    const agent = await recruiterOf(world, id, "Ada Agent");
    expect(agent.user).toMatchObject({ role: "agency_recruiter", agencyId: id });
    // the team's own invitation does not give the role: a recruiter of no agency would be no one's
    const plain = await call("POST", "/api/team/invite", { key: world.admin.key, body: { email: `${unique("z")}@agency.test`, role: "agency_recruiter" } });
    expect(plain.status).toBe(400);
    expect(plain.body.details).toEqual([{ path: "role", message: "an agency's recruiter is invited from the agency (POST /api/agencies/{id}/recruiters)" }]);

    const list = await call("GET", "/api/agencies", { key: world.admin.key });
    expect(list.status).toBe(200);
    expect(list.body.agencies.map((a: { name: string }) => a.name)).toEqual(["Contoso Search", "Northwind Talent"]);
    expect(list.body.agencies[1]).toMatchObject({
      jobIds: [second.id],
      recruiters: [
        { name: "Ada Agent", email: agent.email, status: "member" },
        { name: "Bo Broker", email, status: "invited" },
      ],
    });
    // the team's other roles do not keep agencies
    for (const key of [world.recruiter.key, world.hiring_manager.key, world.interviewer.key]) {
      expect((await call("GET", "/api/agencies", { key })).status).toBe(403);
      expect((await call("POST", "/api/agencies", { key, body: { name: "Mine" } })).status).toBe(403);
    }
    expect((await call("PUT", `/api/agencies/999999/jobs`, { key: world.admin.key, body: { jobIds: [] } })).status).toBe(404);

    const audit = await ownerDb.auditLog.findMany({ where: { organizationId: world.organization.id, action: { startsWith: "agency." } }, orderBy: { id: "asc" } });
    expect(audit.map((a) => a.action)).toEqual(["agency.created", "agency.created", "agency.jobs_changed", "agency.jobs_changed", "agency.recruiter_invited", "agency.recruiter_invited"]);
    expect(audit[4].metadata).toMatchObject({ email, name: "Bo Broker", agency: "Northwind Talent", role: "agency_recruiter" });
  });
});

describe("an agency recruiter", () => {
  it("lists only the open jobs given to their agency and submits a candidate with a résumé; the team sees the agency as the source", async () => {
    const { world, given, other, agency, agent } = await setup();
    const closed = await createJob(world.organization.id, { title: "Closed one", status: "closed" });
    await giveJobs(world, agency.id, [given.id, closed.id]);
    const jobs = await call("GET", "/api/jobs", { key: agent.key });
    expect(jobs.status).toBe(200);
    expect(jobs.body.jobs.map((j: { id: number }) => j.id)).toEqual([given.id]);
    expect(jobs.body.page.total).toBe(1);
    expect((await call("GET", "/api/jobs", { key: world.interviewer.key })).body.jobs).toEqual([]);

    const grace = person();
    const fields = { name: grace.name, email: grace.email, phone: grace.phone, note: grace.note };
    const bad = await call("POST", `/api/jobs/${given.id}/agency-submissions`, { key: agent.key, form: submissionForm(fields, { name: "cv.pdf", bytes: makeExecutable(), type: "application/pdf" }) });
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: { path: string }) => d.path)).toEqual(["resume"]);
    expect(await ownerDb.candidate.count({ where: { organizationId: world.organization.id, email: grace.email } })).toBe(0);

    const sent = await call("POST", `/api/jobs/${given.id}/agency-submissions`, {
      key: agent.key,
      form: submissionForm(fields, { name: "grace.pdf", bytes: await makeResumePdf(["Grace Hopper", grace.email]), type: "application/pdf" }),
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(Object.keys(sent.body.submission).sort()).toEqual(["applicationId", "createdAt", "id", "status"]);
    expect(sent.body.submission.status).toBe("active");
    const { applicationId } = sent.body.submission;
    const application = await ownerDb.application.findUniqueOrThrow({ where: { id: applicationId }, include: { candidate: true } });
    expect(application).toMatchObject({ jobId: given.id, source: "agency", agencyId: agency.id, currentStageId: given.stages[0].id, candidateName: "Grace Hopper" });
    expect(application.candidate).toMatchObject({ email: grace.email, phone: "+1 555 0100" });
    expect(await ownerDb.resumeFile.findUniqueOrThrow({ where: { applicationId } })).toMatchObject({ fileName: "grace.pdf", contentType: "application/pdf" });

    // the team reads the agency on the application and counts it as a source
    const read = await call("GET", `/api/applications/${applicationId}`, { key: world.recruiter.key });
    expect(read.body.application).toMatchObject({ source: "agency", agencyId: agency.id });
    const sources = await call("GET", `/api/reports/sources?range=all&jobId=${given.id}`, { key: world.admin.key });
    expect(sources.body.sources).toEqual([{ source: "agency", applications: 1, hired: 0, conversion: 0 }]);
    const agencies = await call("GET", "/api/agencies", { key: world.admin.key });
    expect(agencies.body.agencies[0].name).toBe("Northwind Talent");

    // a job not given to the agency, a closed one, another organization's: 404
    const foreign = await createWorld("Foreign");
    const foreignJob = await openJob(foreign);
    for (const jobId of [other.id, closed.id, foreignJob.id]) expect((await submit(agent.key, jobId, person())).status).toBe(404);
    // a member of no agency submits nothing
    const notAgent = await submit(world.recruiter.key, given.id, person());
    expect(notAgent.status).toBe(403);

    const mine = await call("GET", "/api/agency-submissions", { key: agent.key });
    expect(mine.body.submissions).toEqual([{ id: sent.body.submission.id, candidateName: "Grace Hopper", jobTitle: "Backend Engineer", status: "active", stageLabel: "Application received", createdAt: sent.body.submission.createdAt }]);
    // the team moves and rejects it: the recruiter reads the stage's name, then the status, and nothing else
    expect((await call("PATCH", `/api/applications/${applicationId}`, { key: world.recruiter.key, body: { currentStageId: given.stages[1].id } })).status).toBe(200);
    await ownerDb.feedback.create({ data: { applicationId, authorId: world.recruiter.id, notes: "Strong on queues", recommendation: "yes" } });
    expect((await call("PATCH", `/api/applications/${applicationId}`, { key: world.recruiter.key, body: { status: "rejected" } })).status).toBe(200);
    const later = await call("GET", "/api/agency-submissions", { key: agent.key });
    expect(later.body.submissions[0]).toMatchObject({ status: "rejected", stageLabel: "Screen" });
    expect(JSON.stringify(later.body)).not.toContain("queues");

    const audit = await ownerDb.auditLog.findMany({ where: { organizationId: world.organization.id, action: { in: ["agency.candidate_submitted", "application.created"] } }, orderBy: { id: "asc" } });
    expect(audit.map((a) => [a.action, a.actorUserId, a.targetId])).toEqual([
      ["application.created", agent.id, String(applicationId)],
      ["agency.candidate_submitted", agent.id, String(applicationId)],
    ]);
  });

  it("is refused a duplicate with one answer whether the organization knows the person or another agency submitted them, until that agency's window ends", async () => {
    stopClockAt("2026-12-11T09:00:00Z");
    const { world, given, other, agency, agent } = await setup();
    const rival = await addAgency(world, "Contoso Search", 30);
    await giveJobs(world, rival.id, [given.id, other.id]);
    const rivalAgent = await recruiterOf(world, rival.id, "Rex Rival");

    // a person who applied on their own
    const known = await createCandidate(world.organization.id, { email: `${unique("known")}@example.test` });
    await createApplication(await openJob(world, "Elsewhere"), { candidate: known });
    const asKnown = await submit(agent.key, given.id, { ...person("Known Person"), email: known.email });

    // a person the rival agency submitted (30 days are its window)
    const claimed = person("Claimed Person");
    expect((await submit(rivalAgent.key, other.id, claimed)).status).toBe(201);
    const asClaimed = await submit(agent.key, given.id, claimed);

    expect(asKnown.status).toBe(409);
    expect(asClaimed.status).toBe(409);
    expect(asKnown.body).toEqual({ code: "duplicate_candidate", error: expect.any(String) });
    expect(asClaimed.body).toEqual(asKnown.body);
    // the message names nothing of the person
    expect(asKnown.body.error).not.toContain(known.email);
    expect(asKnown.body.error).not.toMatch(/Contoso|Rex|Claimed|Known/);
    // the same agency's own person on a job they are already on is a duplicate too
    expect((await submit(rivalAgent.key, other.id, claimed)).body).toEqual(asKnown.body);
    expect(await ownerDb.agencySubmission.count({ where: { organizationId: world.organization.id } })).toBe(1);

    // the rival's window ends: the person may be submitted by another agency
    advanceClock(31 * 86_400_000);
    const resubmitted = await submit(agent.key, given.id, claimed);
    expect(resubmitted.status, JSON.stringify(resubmitted.body)).toBe(201);
    const application = await ownerDb.application.findUniqueOrThrow({ where: { id: resubmitted.body.submission.applicationId } });
    expect(application).toMatchObject({ agencyId: agency.id, source: "agency", jobId: given.id });
    // one candidate for the person, never a second record
    expect(await ownerDb.candidate.count({ where: { organizationId: world.organization.id, email: claimed.email } })).toBe(1);
    // and now it is this agency's: the rival is refused within this agency's 180 days
    expect((await submit(rivalAgent.key, given.id, { ...claimed })).status).toBe(409);
    // someone known applies on their own and is never an agency's, whatever the window
    advanceClock(400 * 86_400_000);
    expect((await submit(agent.key, given.id, { ...person("Known Person"), email: known.email })).body).toEqual(asKnown.body);
  });

  it("reads nothing of the organization beyond their jobs and own submissions: other applications, feedback, notes, offers, candidates, team, reports and settings", async () => {
    const { world, given, other, agency, agent } = await setup();
    const rival = await addAgency(world, "Contoso Search");
    await giveJobs(world, rival.id, [given.id]);
    const rivalAgent = await recruiterOf(world, rival.id, "Rex Rival");
    const theirs = await submit(rivalAgent.key, given.id, person("Their Person"));
    expect(theirs.status).toBe(201);
    const mine = await submit(agent.key, given.id, person("My Person"));
    expect(mine.status).toBe(201);
    const direct = await createApplication(given);
    await ownerDb.feedback.create({ data: { applicationId: direct.id, authorId: world.recruiter.id, notes: "Great", recommendation: "yes" } });

    for (const applicationId of [direct.id, theirs.body.submission.applicationId, mine.body.submission.applicationId]) {
      for (const path of [`/api/applications/${applicationId}`, `/api/applications/${applicationId}/feedback`, `/api/applications/${applicationId}/offers`, `/api/applications/${applicationId}/resume`]) {
        const res = await call("GET", path, { key: agent.key });
        expect([403, 404], `${path}: ${res.status}`).toContain(res.status);
        if (res.status === 200) throw new Error(path);
      }
      const application = await ownerDb.application.findUniqueOrThrow({ where: { id: applicationId } });
      expect((await call("GET", `/api/candidates/${application.candidateId}`, { key: agent.key })).status).toBe(404);
      expect((await call("GET", `/api/candidates/${application.candidateId}/notes`, { key: agent.key })).status).toBe(404);
    }
    expect((await call("GET", `/api/jobs/${given.id}/applications`, { key: agent.key })).body.applications ?? []).toEqual([]);
    expect((await call("GET", "/api/applications", { key: agent.key })).body.applications).toEqual([]);
    // only their own submission, never the rival agency's
    const list = await call("GET", "/api/agency-submissions", { key: agent.key });
    expect(list.body.submissions.map((s: { candidateName: string }) => s.candidateName)).toEqual(["My Person"]);
    // of the team, only themselves; no agency but their own; no reports, settings or audit
    const team = await call("GET", "/api/team", { key: agent.key });
    expect(team.body.members.map((m: { id: string }) => m.id)).toEqual([agent.id]);
    for (const path of ["/api/agencies", "/api/reports/sources?range=all", "/api/audit-logs", "/api/webhooks"]) expect((await call("GET", path, { key: agent.key })).status, path).toBe(403);
    expect(await ownerDb.agency.count({ where: { id: agency.id } })).toBe(1);
    // nor a referral, which the careers site's rights would write to any open job past the agency's rules
    const referral = await call("POST", "/api/referrals", { key: agent.key, body: { jobId: other.id, name: "Side Door", email: `${unique("side")}@example.test`, phone: null, relationship: "friend", note: null } });
    expect(referral.status).toBe(403);
    expect(await ownerDb.candidate.count({ where: { name: "Side Door" } })).toBe(0);
  });

  it("keeps organizations apart: another organization's admin and agencies see none of these", async () => {
    const { world, agency, agent, given } = await setup();
    expect((await submit(agent.key, given.id, person())).status).toBe(201);
    const other = await createWorld("Other Org");
    const theirAgency = await addAgency(other, "Northwind Talent");
    expect((await call("GET", "/api/agencies", { key: other.admin.key })).body.agencies.map((a: { id: number }) => a.id)).toEqual([theirAgency.id]);
    expect((await call("PUT", `/api/agencies/${agency.id}/jobs`, { key: other.admin.key, body: { jobIds: [] } })).status).toBe(404);
    expect((await call("POST", `/api/agencies/${agency.id}/recruiters`, { key: other.admin.key, body: { email: `${unique("x")}@x.test`, name: "X" } })).status).toBe(404);
    // their agency cannot be given this organization's job
    expect((await call("PUT", `/api/agencies/${theirAgency.id}/jobs`, { key: other.admin.key, body: { jobIds: [given.id] } })).status).toBe(400);
    const theirAgent = await recruiterOf(other, theirAgency.id);
    expect((await call("GET", "/api/jobs", { key: theirAgent.key })).body.jobs).toEqual([]);
    expect((await submit(theirAgent.key, given.id, person())).status).toBe(404);
    expect((await call("GET", "/api/agency-submissions", { key: theirAgent.key })).body.submissions).toEqual([]);
    expect((await call("GET", "/api/agencies", { key: world.admin.key })).body.agencies.map((a: { id: number }) => a.id)).toEqual([agency.id]);
  });

  it("loses the person from their submission when the organization erases them, and may then submit them again", async () => {
    const { world, given, agent } = await setup();
    const grace = person();
    const sent = await submit(agent.key, given.id, grace);
    expect(sent.status).toBe(201);
    const application = await ownerDb.application.findUniqueOrThrow({ where: { id: sent.body.submission.applicationId } });
    expect((await call("DELETE", `/api/candidates/${application.candidateId}`, { key: world.admin.key })).status).toBe(200);
    const [erased] = (await call("GET", "/api/agency-submissions", { key: agent.key })).body.submissions;
    expect(erased).toMatchObject({ id: sent.body.submission.id, candidateName: "Erased candidate" });
    expect(await ownerDb.agencySubmission.findUniqueOrThrow({ where: { id: sent.body.submission.id } })).toMatchObject({ phone: null, note: null, email: expect.stringMatching(/@erased\.invalid$/) });
    // nothing of the person is left to match: the same e-mail is a new person again
    expect((await submit(agent.key, given.id, grace)).status).toBe(201);
  });
});
