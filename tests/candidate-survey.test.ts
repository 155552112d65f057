import { afterAll, describe, expect, it } from "vitest";
import { generateToken, hashSecret } from "@/lib/auth/api-keys";
import { advanceClock } from "@/lib/clock";
import { asOwner, ownerDb } from "@/lib/db/owner";
import { deliverMail } from "@/lib/mail/send-mail";
import { CANDIDATE_SURVEY_QUEUE } from "@/lib/queue/queues";
import { sendSurveyInvitation } from "@/lib/server/candidate-survey/send-survey-invitation";
import { createApplication, createJob, unique } from "@/prisma/factories";
import { stopClockAt } from "./support/clock";
import { withApi } from "./support/http";
import { startSmtpSink } from "./support/smtp-sink";
import { createWorld } from "./support/world";
import { withSettings } from "./support/settings";

// "How it felt" (issue 46 item 3, docs/decisions/499): the invitation after a rejection, a hire or a
// withdrawal when the organization sends the survey, one anonymous answer per link, and the report's
// groups under 5 hidden.
const sink = await startSmtpSink();
withSettings({ SMTP_URL: sink.url });
const { call } = withApi();
afterAll(async () => {
  await sink.close();
});

const T0 = "2026-11-26T10:00:00.000Z";
const DAY = 86_400_000;
const SURVEY_LINK = /\/careers\/survey\/([A-Za-z0-9_-]{43})\?lang=([a-z]{2})/;

type World = Awaited<ReturnType<typeof createWorld>>;
type Job = Awaited<ReturnType<typeof createJob>>;

async function surveyOn(world: World, on = true) {
  const res = await call("PATCH", "/api/orgs/branding", { key: world.admin.key, body: { sendCandidateSurvey: on } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.organization.sendCandidateSurvey).toBe(on);
}

const queued = (applicationId: number) =>
  ownerDb.$queryRaw<{ data: { applicationId: number; outcome: string }; startAfter: Date }[]>`
    SELECT data, start_after AS "startAfter" FROM pgboss.job WHERE name = ${CANDIDATE_SURVEY_QUEUE} AND (data->>'applicationId')::int = ${applicationId}`;

async function applicant(job: Job, locale = "en", stageIndex = 1) {
  const email = `${unique("sam")}@example.test`;
  // its stage history before the stopped clock's moment, when it closes
  const application = await createApplication(job, { candidateName: "Sam Survey", candidateEmail: email, stageIndex, createdAt: new Date(Date.parse(T0) - 10 * DAY), endedAt: new Date(Date.parse(T0) - DAY) });
  await ownerDb.application.update({ where: { id: application.id }, data: { locale } });
  return { id: application.id, email, stageId: application.currentStageId };
}

async function close(world: World, id: number, status: "rejected" | "hired") {
  const res = await call("PATCH", `/api/applications/${id}`, { key: world.recruiter.key, body: { status } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

// the candidate withdraws from their own page (docs/decisions/493)
async function withdraw(id: number) {
  const token = generateToken();
  await ownerDb.applicationToken.create({ data: { applicationId: id, tokenHash: hashSecret(token), expiresAt: new Date(Date.parse(T0) + 30 * DAY) } });
  const res = await call("POST", `/api/public/applications/${token}/withdraw`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return token;
}

// the queue's job, run as its worker runs it, and the invitation mail delivered over SMTP
async function invite(id: number, outcome: "rejected" | "hired" | "withdrawn", email: string) {
  expect(await asOwner(() => sendSurveyInvitation({ applicationId: id, outcome }))).toBe("invited");
  const mail = await ownerDb.outboxEmail.findFirstOrThrow({ where: { toAddress: email, kind: "candidate_survey" } });
  await asOwner(() => deliverMail(mail.id));
  const received = sink.received.find((m) => m.to.includes(email));
  expect(received).toBeDefined();
  const [, token, lang] = SURVEY_LINK.exec(received!.text.replace(/=\r?\n/g, ""))!;
  // the stored copy loses the token once the server took it (docs/decisions/111)
  expect((await ownerDb.outboxEmail.findUniqueOrThrow({ where: { id: mail.id } })).textBody).toContain("/careers/survey/[hidden]");
  return { token, lang, subject: mail.subject };
}

describe("the invitation", () => {
  it("follows a rejection, a hire and a withdrawal two days later when the organization sends the survey, in the candidate's language, once", async () => {
    stopClockAt(T0);
    const world = await createWorld(unique("Survey Org"));
    const job = await createJob(world.organization.id, { title: "Survey Engineer" });
    await surveyOn(world);
    const audit = await ownerDb.auditLog.findFirstOrThrow({ where: { organizationId: world.organization.id, action: "organization.branding_updated" }, orderBy: { id: "desc" } });
    expect(audit.metadata).toMatchObject({ before: { sendCandidateSurvey: false }, after: { sendCandidateSurvey: true } });

    const rejected = await applicant(job, "de");
    const hired = await applicant(job, "fr");
    const withdrawn = await applicant(job, "es");
    const moved = await applicant(job);
    await close(world, rejected.id, "rejected");
    await close(world, hired.id, "hired");
    await withdraw(withdrawn.id);
    // a move is no ending
    const res = await call("PATCH", `/api/applications/${moved.id}`, { key: world.recruiter.key, body: { currentStageId: job.stages[2].id } });
    expect(res.status).toBe(200);

    const due = new Date(Date.parse(T0) + 2 * DAY);
    expect(await queued(rejected.id)).toEqual([{ data: { applicationId: rejected.id, outcome: "rejected" }, startAfter: due }]);
    expect(await queued(hired.id)).toEqual([{ data: { applicationId: hired.id, outcome: "hired" }, startAfter: due }]);
    expect(await queued(withdrawn.id)).toEqual([{ data: { applicationId: withdrawn.id, outcome: "withdrawn" }, startAfter: due }]);
    expect(await queued(moved.id)).toEqual([]);

    const de = await invite(rejected.id, "rejected", rejected.email);
    expect(de.lang).toBe("de");
    expect(de.subject).toBe("Wie haben Sie die Bewerbung für Survey Engineer erlebt?");
    expect((await invite(hired.id, "hired", hired.email)).lang).toBe("fr");
    expect((await invite(withdrawn.id, "withdrawn", withdrawn.email)).lang).toBe("es");
    // stored as its hash only; a second run of the job sends nothing
    const stored = await ownerDb.surveyInvitation.findUniqueOrThrow({ where: { applicationId: rejected.id } });
    expect(stored).toMatchObject({ tokenHash: hashSecret(de.token), outcome: "rejected", answered: false, expiresAt: new Date(Date.parse(T0) + 30 * DAY) });
    expect(await asOwner(() => sendSurveyInvitation({ applicationId: rejected.id, outcome: "rejected" }))).toBe("skipped");
    expect(await ownerDb.outboxEmail.count({ where: { toAddress: rejected.email, kind: "candidate_survey" } })).toBe(1);
  });

  it("is not sent when the setting is off, nor when it was turned off or the application reopened before the job ran", async () => {
    stopClockAt(T0);
    const world = await createWorld(unique("Quiet Org"));
    const job = await createJob(world.organization.id, { title: "Quiet Engineer" });
    const off = await applicant(job);
    await close(world, off.id, "rejected");
    await withdraw((await applicant(job)).id);
    expect(await ownerDb.$queryRaw<unknown[]>`SELECT 1 FROM pgboss.job j JOIN applications a ON a.id = (j.data->>'applicationId')::int WHERE j.name = ${CANDIDATE_SURVEY_QUEUE} AND a.job_id = ${job.id}`).toEqual([]);

    await surveyOn(world);
    const reopened = await applicant(job);
    await close(world, reopened.id, "rejected");
    expect(await queued(reopened.id)).toHaveLength(1);
    expect((await call("PATCH", `/api/applications/${reopened.id}`, { key: world.recruiter.key, body: { status: "active" } })).status).toBe(200);
    expect(await asOwner(() => sendSurveyInvitation({ applicationId: reopened.id, outcome: "rejected" }))).toBe("skipped");

    const later = await applicant(job);
    await close(world, later.id, "hired");
    await surveyOn(world, false);
    expect(await asOwner(() => sendSurveyInvitation({ applicationId: later.id, outcome: "hired" }))).toBe("skipped");
    expect(await ownerDb.surveyInvitation.count({ where: { application: { jobId: job.id } } })).toBe(0);
    expect(await ownerDb.outboxEmail.count({ where: { organizationId: world.organization.id, kind: "candidate_survey" } })).toBe(0);
  });
});

describe("the answer", () => {
  it("is taken once per link, refused with a 400 when malformed and a 409 when answered or expired, and the page shows the link until then", async () => {
    stopClockAt(T0);
    const world = await createWorld(unique("Answer Org"));
    await surveyOn(world);
    const job = await createJob(world.organization.id, { title: "Answer Engineer" });
    const first = await applicant(job, "pt", 2);
    const pageToken = await withdraw(first.id);
    const { token } = await invite(first.id, "withdrawn", first.email);

    const page = await call("GET", `/api/public/applications/${pageToken}`);
    expect(page.body.survey.url).toMatch(new RegExp(`/careers/survey/${token}\\?lang=pt$`));
    expect((await call("GET", `/api/public/surveys/${token}`)).body).toEqual({ state: "open", outcome: "withdrawn", job: { title: "Answer Engineer" }, org: { name: world.organization.name } });
    expect((await call("GET", `/api/public/surveys/${"x".repeat(43)}`)).status).toBe(404);

    const good = { communication: 4, respect: 5, fairness: 3 };
    for (const body of [
      { respect: 5, fairness: 3 },
      { ...good, communication: 0 },
      { ...good, respect: 6 },
      { ...good, fairness: 3.5 },
      { ...good, communication: "4" },
      { ...good, comment: "x".repeat(2001) },
      { ...good, candidateId: 1 },
    ]) {
      const res = await call("POST", `/api/public/surveys/${token}`, { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts|SELECT|INSERT/);
    }
    const audits = await ownerDb.auditLog.count({ where: { organizationId: world.organization.id } });
    const answered = await call("POST", `/api/public/surveys/${token}`, { body: { ...good, comment: "  Quick and kind.  " } });
    expect(answered.status, JSON.stringify(answered.body)).toBe(201);
    expect(answered.body).toEqual({ ok: true });
    const again = await call("POST", `/api/public/surveys/${token}`, { body: good });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/already answered/);
    expect((await call("GET", `/api/public/surveys/${token}`)).body.state).toBe("answered");
    expect((await call("GET", `/api/public/applications/${pageToken}`)).body.survey).toBeNull();
    // nothing in the audit log ties the answer to the application
    expect(await ownerDb.auditLog.count({ where: { organizationId: world.organization.id } })).toBe(audits);
    const rows = await ownerDb.surveyResponse.findMany({ where: { jobId: job.id } });
    expect(rows).toEqual([
      { id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/), organizationId: world.organization.id, jobId: job.id, stageId: first.stageId, outcome: "withdrawn", month: new Date("2026-11-01T00:00:00.000Z"), ...good, comment: "Quick and kind." },
    ]);

    const second = await applicant(job);
    await close(world, second.id, "rejected");
    const late = await invite(second.id, "rejected", second.email);
    advanceClock(30 * DAY);
    expect((await call("GET", `/api/public/surveys/${late.token}`)).body.state).toBe("expired");
    const expired = await call("POST", `/api/public/surveys/${late.token}`, { body: good });
    expect(expired.status).toBe(409);
    expect(expired.body.error).toMatch(/expired/);
    expect(await ownerDb.surveyResponse.count({ where: { jobId: job.id } })).toBe(1);
  });

  it("keeps no column or key that leads from an answer to a candidate or an application", async () => {
    const columns = await ownerDb.$queryRaw<{ table: string; column: string }[]>`
      SELECT table_name AS table, column_name AS column FROM information_schema.columns
       WHERE table_schema = 'public' AND table_name IN ('survey_responses', 'survey_invitations') ORDER BY table_name, ordinal_position`;
    expect(columns.filter((c) => c.table === "survey_responses").map((c) => c.column)).toEqual([
      "id", "organization_id", "job_id", "stage_id", "outcome", "month", "communication", "respect", "fairness", "comment",
    ]);
    // the invitation holds the application and whether it answered, nothing of the answer
    expect(columns.filter((c) => c.table === "survey_invitations").map((c) => c.column)).toEqual([
      "id", "organization_id", "application_id", "token_hash", "outcome", "expires_at", "answered", "created_at",
    ]);
    const keys = await ownerDb.$queryRaw<{ from: string; to: string }[]>`
      SELECT conrelid::regclass::text AS from, confrelid::regclass::text AS to FROM pg_constraint
       WHERE contype = 'f' AND (conrelid = 'survey_responses'::regclass OR confrelid = 'survey_responses'::regclass) ORDER BY 2`;
    expect(keys).toEqual([
      { from: "survey_responses", to: "jobs" },
      { from: "survey_responses", to: "organizations" },
      { from: "survey_responses", to: "stages" },
    ]);
  });
});

type Rating = { communication: number; respect: number; fairness: number; comment?: string | null };
async function answers(world: World, job: Job, stageIndex: number, count: number, month = "2026-10-01", rating: Rating = { communication: 4, respect: 5, fairness: 2 }) {
  await ownerDb.surveyResponse.createMany({
    data: Array.from({ length: count }, (_, i) => ({
      organizationId: world.organization.id,
      jobId: job.id,
      stageId: job.stages[stageIndex].id,
      outcome: "rejected",
      month: new Date(`${month}T00:00:00Z`),
      communication: rating.communication,
      respect: rating.respect,
      fairness: rating.fairness,
      comment: rating.comment === undefined ? `Comment ${stageIndex}-${i}` : rating.comment,
    })),
  });
}

describe("the report", () => {
  const report = async (world: World, jobId: number, key = world.recruiter.key) => {
    const res = await call("GET", `/api/reports/candidate-survey?jobId=${jobId}`, { key });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };

  it("hides a group of 4 answers and shows one of 5, counting whole months before the current one", async () => {
    stopClockAt(T0);
    const world = await createWorld(unique("Report Org"));
    const job = await createJob(world.organization.id, { title: "Report Engineer" });
    await answers(world, job, 1, 4);
    // this month's answer waits for the month to end
    await answers(world, job, 1, 3, "2026-11-01");
    const four = await report(world, job.id);
    expect(four.minimumGroupSize).toBe(5);
    expect(four.countedUntil).toBe("2026-11-01");
    expect(four.jobs).toHaveLength(1);
    expect(four.jobs[0]).toMatchObject({ id: job.id, responses: null, suppressed: true, comments: null, questions: { communication: { mean: null, distribution: { "1": null, "2": null, "3": null, "4": null, "5": null } } } });
    expect(four.jobs[0].stages.every((s: { suppressed: boolean; responses: unknown }) => s.suppressed && s.responses === null)).toBe(true);

    await answers(world, job, 1, 1, "2026-10-01", { communication: 2, respect: 5, fairness: 3, comment: null });
    const five = await report(world, job.id);
    expect(five.jobs[0]).toMatchObject({
      responses: 5,
      suppressed: false,
      questions: {
        communication: { mean: 3.6, distribution: { "1": 0, "2": 1, "3": 0, "4": 4, "5": 0 } },
        respect: { mean: 5, distribution: { "1": 0, "2": 0, "3": 0, "4": 0, "5": 5 } },
        fairness: { mean: 2.2, distribution: { "1": 0, "2": 4, "3": 1, "4": 0, "5": 0 } },
      },
      comments: ["Comment 1-0", "Comment 1-1", "Comment 1-2", "Comment 1-3"],
    });
    const stage = five.jobs[0].stages.find((s: { id: number }) => s.id === job.stages[1].id);
    expect(stage).toMatchObject({ name: job.stages[1].name, responses: 5, suppressed: false });
    expect(five.jobs[0].stages.filter((s: { suppressed: boolean }) => !s.suppressed)).toHaveLength(1);
    // next month, this month's answers count too
    advanceClock(5 * DAY);
    expect((await report(world, job.id)).jobs[0].responses).toBe(8);
  });

  it("hides a shown stage too when the hidden stages together hold 1 to 4 answers, which the job's figures would give away", async () => {
    stopClockAt(T0);
    const world = await createWorld(unique("Secondary Org"));
    const job = await createJob(world.organization.id, { title: "Secondary Engineer" });
    await answers(world, job, 1, 5);
    await answers(world, job, 2, 2, "2026-10-01", { communication: 1, respect: 1, fairness: 1, comment: "Only two of us" });
    const body = await report(world, job.id);
    expect(body.jobs[0]).toMatchObject({ responses: 7, suppressed: false });
    const shown = body.jobs[0].stages.filter((s: { suppressed: boolean }) => !s.suppressed);
    expect(shown).toEqual([]);
    await answers(world, job, 2, 3);
    const both = await report(world, job.id);
    expect(both.jobs[0].stages.filter((s: { suppressed: boolean }) => !s.suppressed).map((s: { id: number; responses: number }) => [s.id, s.responses])).toEqual([
      [job.stages[1].id, 5],
      [job.stages[2].id, 5],
    ]);
  });

  it("reads only the jobs the caller sees, and answers 400 and 404 for a bad or unseen job", async () => {
    stopClockAt(T0);
    const world = await createWorld(unique("Scope Org"));
    const managed = await createJob(world.organization.id, { title: "Managed Engineer", hiringManagerIds: [world.hiring_manager.id] });
    const other = await createJob(world.organization.id, { title: "Other Engineer" });
    await answers(world, managed, 1, 5);
    await answers(world, other, 1, 5);
    const all = await call("GET", "/api/reports/candidate-survey", { key: world.hiring_manager.key });
    expect(all.status).toBe(200);
    expect(all.body.jobs.map((j: { id: number; responses: number }) => [j.id, j.responses])).toEqual([[managed.id, 5]]);
    expect((await call("GET", `/api/reports/candidate-survey?jobId=${other.id}`, { key: world.hiring_manager.key })).status).toBe(404);
    expect((await report(world, other.id)).jobs[0].responses).toBe(5);
    expect((await call("GET", "/api/reports/candidate-survey?jobId=abc", { key: world.recruiter.key })).status).toBe(400);
    // another organization's answers are not there
    const elsewhere = await createWorld(unique("Elsewhere Org"));
    expect((await call("GET", `/api/reports/candidate-survey?jobId=${other.id}`, { key: elsewhere.recruiter.key })).status).toBe(404);
  });
});
