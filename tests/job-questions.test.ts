import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { createJob, unique } from "@/prisma/factories";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

const { call } = withApi();

const RIGHT_TO_WORK = { label: "Do you have the right to work in Portugal?", type: "yes_no", required: true, knockout: { rejectIf: false, delayMinutes: 0 } };
const YEARS = { label: "Years of Go", type: "number", helpText: "Professional experience only", knockout: { rejectIf: { below: 2 }, delayMinutes: 60 } };
const LANGUAGES = { label: "Languages", type: "multi_choice", options: ["Go", "Rust", "TypeScript"] };

async function setup() {
  const world = await createWorld("Questions Org");
  const job = await createJob(world.organization.id, { title: "Go Engineer", status: "open" });
  const other = await createJob(world.organization.id, { title: "Designer", status: "open" });
  await ownerDb.jobHiringManager.create({ data: { jobId: job.id, userId: world.hiring_manager.id } });
  return { world, job, other, path: `/api/jobs/${job.id}/questions` };
}

describe("GET|PUT /api/jobs/{id}/questions", () => {
  it("replaces the list in order, keeps the ids of questions kept, and audits what changed", async () => {
    const { world, job, path } = await setup();
    expect((await call("GET", path, { key: world.recruiter.key })).body).toEqual({ questions: [] });

    const first = await call("PUT", path, { key: world.recruiter.key, body: { questions: [RIGHT_TO_WORK, YEARS, LANGUAGES] } });
    expect(first.status).toBe(200);
    const [work, years, languages] = first.body.questions;
    expect(work).toEqual({ id: expect.any(Number), ...RIGHT_TO_WORK, knockout: { ...RIGHT_TO_WORK.knockout, action: "reject" }, helpText: null, options: [], translations: {} });
    expect(years).toMatchObject({ type: "number", required: false, helpText: "Professional experience only", knockout: { rejectIf: { below: 2 }, delayMinutes: 60, action: "reject" } });
    expect(languages).toMatchObject({ options: ["Go", "Rust", "TypeScript"], knockout: null });

    // languages first, years dropped, work relabelled, one added: the kept ones keep their ids
    const second = await call("PUT", path, {
      key: world.hiring_manager.key,
      body: { questions: [{ id: languages.id, ...LANGUAGES }, { id: work.id, ...RIGHT_TO_WORK, label: "Right to work in Portugal?" }, { label: "Portfolio", type: "url" }] },
    });
    expect(second.status).toBe(200);
    expect(second.body.questions.map((q: { id: number; label: string }) => [q.id, q.label])).toEqual([
      [languages.id, "Languages"],
      [work.id, "Right to work in Portugal?"],
      [expect.any(Number), "Portfolio"],
    ]);
    expect((await call("GET", path, { key: world.admin.key })).body).toEqual(second.body);

    const audits = await ownerDb.auditLog.findMany({ where: { action: "job.questions_updated", targetId: String(job.id) }, orderBy: { id: "asc" } });
    expect(audits.map((a) => a.metadata)).toEqual([
      expect.objectContaining({ added: [RIGHT_TO_WORK.label, YEARS.label, LANGUAGES.label], count: 3, targetLabel: "Go Engineer" }),
      expect.objectContaining({ added: ["Portfolio"], changed: ["Right to work in Portugal?"], removed: ["Years of Go"], reordered: true }),
    ]);
    // the same list again changes nothing and writes no entry
    const same = second.body.questions.map(({ ...q }) => q);
    expect((await call("PUT", path, { key: world.recruiter.key, body: { questions: same } })).status).toBe(200);
    expect(await ownerDb.auditLog.count({ where: { action: "job.questions_updated", targetId: String(job.id) } })).toBe(2);
  });

  it("answers 400 with a detail per bad question and changes nothing", async () => {
    const { world, other, path } = await setup();
    const foreign = await call("PUT", `/api/jobs/${other.id}/questions`, { key: world.recruiter.key, body: { questions: [{ label: "Elsewhere", type: "short_text" }] } });
    const res = await call("PUT", path, {
      key: world.recruiter.key,
      body: {
        questions: [
          { label: "", type: "short_text" },
          { label: "Colour", type: "single_choice" },
          { label: "Why", type: "long_text", options: ["a"] },
          { label: "Pick", type: "multi_choice", options: ["A", "a"] },
          { label: "Ok?", type: "yes_no", knockout: { rejectIf: ["no"], delayMinutes: 0 } },
          { label: "Size", type: "single_choice", options: ["S", "M"], knockout: { rejectIf: ["XL"], delayMinutes: 0 } },
          { label: "Essay", type: "long_text", knockout: { rejectIf: true, delayMinutes: 0 } },
          { label: "Wait", type: "yes_no", knockout: { rejectIf: true, delayMinutes: -1 } },
          { label: "What", type: "essay" },
        ],
      },
    });
    expect(res.status).toBe(400);
    const paths = res.body.details.map((d: { path: string }) => d.path);
    for (const p of ["questions.0.label", "questions.1.options", "questions.2.options", "questions.3.options.1", "questions.4.knockout.rejectIf", "questions.5.knockout.rejectIf", "questions.6.knockout.rejectIf", "questions.7.knockout.delayMinutes", "questions.8.type"]) {
      expect(paths, p).toContain(p);
    }
    // an id of another job's question is not this job's
    const stranger = await call("PUT", path, { key: world.recruiter.key, body: { questions: [{ id: foreign.body.questions[0].id, label: "Mine now", type: "short_text" }] } });
    expect(stranger.status).toBe(400);
    expect(stranger.body.details).toEqual([{ path: "questions.0.id", message: "is not a question of this job" }]);
    expect(await ownerDb.jobQuestion.count({ where: { jobId: Number(path.split("/")[3]) } })).toBe(0);
  });

  it("takes at most 5 file questions, as many as the apply takes file parts", async () => {
    const { world, path } = await setup();
    const files = (n: number) => Array.from({ length: n }, (_, i) => ({ label: `Sample ${i + 1}`, type: "file" }));
    expect((await call("PUT", path, { key: world.recruiter.key, body: { questions: files(5) } })).status).toBe(200);
    const six = await call("PUT", path, { key: world.recruiter.key, body: { questions: files(6) } });
    expect(six.status).toBe(400);
    expect(six.body.details).toEqual([{ path: "questions", message: "must have at most 5 file questions" }]);
  });

  it("lets whoever manages the job change it: 403 for a member who only sees it, 404 for one who does not", async () => {
    const { world, other, path } = await setup();
    const body = { questions: [{ label: "Anything?", type: "short_text" }] };
    expect((await call("PUT", `/api/jobs/${other.id}/questions`, { key: world.hiring_manager.key, body })).status).toBe(404);
    expect((await call("GET", path, { key: world.interviewer.key })).status).toBe(404);
    const application = await ownerDb.application.create({
      data: {
        organizationId: world.organization.id,
        jobId: Number(path.split("/")[3]),
        candidateId: (await ownerDb.candidate.create({ data: { organizationId: world.organization.id, name: "Ann", email: `${unique("ann")}@example.test` } })).id,
        currentStageId: (await ownerDb.stage.findFirstOrThrow({ where: { jobId: Number(path.split("/")[3]) }, orderBy: { position: "asc" } })).id,
        candidateName: "Ann",
      },
    });
    await ownerDb.reviewRequest.create({ data: { applicationId: application.id, reviewerId: world.interviewer.id } });
    expect((await call("GET", path, { key: world.interviewer.key })).status).toBe(200);
    expect((await call("PUT", path, { key: world.interviewer.key, body })).status).toBe(403);
    const foreign = await createWorld("Foreign Questions Org");
    expect((await call("GET", path, { key: foreign.admin.key })).status).toBe(404);
  });

  it("shows the questions on the public job without their knockout rules", async () => {
    const { world, job, path } = await setup();
    await call("PUT", path, { key: world.recruiter.key, body: { questions: [RIGHT_TO_WORK, LANGUAGES] } });
    const res = await call("GET", `/api/public/orgs/${world.organization.slug}/jobs/${job.slug}`);
    expect(res.status).toBe(200);
    expect(res.body.job.questions).toEqual([
      { id: expect.any(Number), label: RIGHT_TO_WORK.label, type: "yes_no", required: true, helpText: null, options: [], optionLabels: [] },
      { id: expect.any(Number), label: "Languages", type: "multi_choice", required: false, helpText: null, options: ["Go", "Rust", "TypeScript"], optionLabels: ["Go", "Rust", "TypeScript"] },
    ]);
    expect(JSON.stringify(res.body)).not.toContain("rejectIf");
  });
});

describe("question sets", () => {
  it("saves a set, copies it into a job after its own questions, and the copies stay when the set goes", async () => {
    const { world, job, path } = await setup();
    await call("PUT", path, { key: world.recruiter.key, body: { questions: [LANGUAGES] } });
    const created = await call("POST", "/api/orgs/me/question-sets", { key: world.recruiter.key, body: { name: "Portugal roles", questions: [{ id: 999, ...RIGHT_TO_WORK }, YEARS] } });
    expect(created.status).toBe(201);
    expect(created.body.set).toEqual({
      id: expect.any(Number),
      name: "Portugal roles",
      questions: [
        { label: RIGHT_TO_WORK.label, type: "yes_no", required: true, helpText: null, options: [], knockout: { rejectIf: false, delayMinutes: 0, action: "reject" }, translations: {} },
        { label: "Years of Go", type: "number", required: false, helpText: "Professional experience only", options: [], knockout: { rejectIf: { below: 2 }, delayMinutes: 60, action: "reject" }, translations: {} },
      ],
    });
    expect((await call("POST", "/api/orgs/me/question-sets", { key: world.admin.key, body: { name: "portugal ROLES", questions: [YEARS] } })).status).toBe(409);
    expect((await call("POST", "/api/orgs/me/question-sets", { key: world.hiring_manager.key, body: { name: "Mine", questions: [YEARS] } })).status).toBe(403);
    expect((await call("GET", "/api/orgs/me/question-sets", { key: world.interviewer.key })).body.sets.map((s: { name: string }) => s.name)).toEqual(["Portugal roles"]);

    // the job's hiring manager may add it; the copies come after the job's own
    const added = await call("POST", `${path}/add-set`, { key: world.hiring_manager.key, body: { setId: created.body.set.id } });
    expect(added.status).toBe(200);
    expect(added.body.questions.map((q: { label: string }) => q.label)).toEqual(["Languages", RIGHT_TO_WORK.label, "Years of Go"]);
    const audit = await ownerDb.auditLog.findFirstOrThrow({ where: { action: "job.questions_updated", targetId: String(job.id) }, orderBy: { id: "desc" } });
    expect(audit.metadata).toMatchObject({ added: [RIGHT_TO_WORK.label, "Years of Go"], fromSet: "Portugal roles", count: 3 });

    expect((await call("DELETE", `/api/orgs/me/question-sets/${created.body.set.id}`, { key: world.recruiter.key })).body).toEqual({ ok: true });
    expect((await call("GET", path, { key: world.recruiter.key })).body.questions).toHaveLength(3);
    expect((await call("POST", `${path}/add-set`, { key: world.recruiter.key, body: { setId: created.body.set.id } })).body.details).toEqual([
      { path: "setId", message: "is not a question set of this organization" },
    ]);
    // another organization's sets are not this one's
    const foreign = await createWorld("Foreign Sets Org");
    const theirs = await call("POST", "/api/orgs/me/question-sets", { key: foreign.admin.key, body: { name: "Theirs", questions: [YEARS] } });
    expect((await call("POST", `${path}/add-set`, { key: world.recruiter.key, body: { setId: theirs.body.set.id } })).status).toBe(400);
    expect((await call("DELETE", `/api/orgs/me/question-sets/${theirs.body.set.id}`, { key: world.admin.key })).status).toBe(404);
  });
});

// Issue 43, finding 11b (docs/decisions/461): a question's wording in the offered languages.
describe("question translations", () => {
  const REMOTE = {
    label: "Where would you work from?",
    type: "single_choice",
    required: true,
    helpText: "Your usual place of work",
    options: ["Office", "Home", "Abroad"],
    knockout: { rejectIf: ["Abroad"], delayMinutes: 0 },
    translations: { de: { label: "Von wo würden Sie arbeiten?", helpText: "Ihr üblicher Arbeitsort", options: ["Büro", "Zuhause", "Ausland"] }, fr: { label: "D'où travailleriez-vous ?" } },
  };

  it("are validated per language: a known language, one line, and all the options in their order or none", async () => {
    const { world, path } = await setup();
    const bad = await call("PUT", path, {
      key: world.recruiter.key,
      body: {
        questions: [
          { ...REMOTE, translations: { de: { label: "Arbeitsort", options: ["Büro"] } } },
          { ...RIGHT_TO_WORK, translations: { xx: { label: "?" } } },
          { ...YEARS, translations: { es: { label: "" } } },
          { ...RIGHT_TO_WORK, translations: { pt: { label: "Direito?", options: ["Sim"] } } },
        ],
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: { path: string }) => d.path)).toEqual(
      expect.arrayContaining(["questions.0.translations.de.options", expect.stringMatching(/^questions\.1\.translations/), "questions.2.translations.es.label", "questions.3.translations.pt.options"]),
    );
    expect((await call("GET", path, { key: world.recruiter.key })).body.questions).toEqual([]);
  });

  it("are kept with the question and audited as a change of it", async () => {
    const { world, job, path } = await setup();
    const saved = await call("PUT", path, { key: world.recruiter.key, body: { questions: [{ ...REMOTE, translations: {} }] } });
    const [question] = saved.body.questions;
    const res = await call("PUT", path, { key: world.recruiter.key, body: { questions: [{ id: question.id, ...REMOTE }] } });
    expect(res.status).toBe(200);
    expect(res.body.questions[0].translations).toEqual({
      de: { label: "Von wo würden Sie arbeiten?", helpText: "Ihr üblicher Arbeitsort", options: ["Büro", "Zuhause", "Ausland"] },
      fr: { label: "D'où travailleriez-vous ?", helpText: null, options: [] },
    });
    const audit = await ownerDb.auditLog.findFirstOrThrow({ where: { action: "job.questions_updated", targetId: String(job.id) }, orderBy: { id: "desc" } });
    expect(audit.metadata).toMatchObject({ changed: [REMOTE.label] });
  });

  it("are shown on the public job in the visitor's offered language, and the answer keeps what the candidate read beside the original", async () => {
    const { world, job, path } = await setup();
    await call("PATCH", "/api/orgs/branding", { key: world.admin.key, body: { careersLanguages: ["en", "de"] } });
    const [question] = (await call("PUT", path, { key: world.recruiter.key, body: { questions: [REMOTE] } })).body.questions;
    const publicJob = `/api/public/orgs/${world.organization.slug}/jobs/${job.slug}`;

    const german = await call("GET", `${publicJob}?lang=de`);
    expect(german.body.locale).toBe("de");
    expect(german.body.job.questions).toEqual([
      { id: question.id, label: "Von wo würden Sie arbeiten?", type: "single_choice", required: true, helpText: "Ihr üblicher Arbeitsort", options: ["Office", "Home", "Abroad"], optionLabels: ["Büro", "Zuhause", "Ausland"] },
    ]);
    expect((await call("GET", publicJob, { headers: { "accept-language": "de-AT, en;q=0.5" } })).body.job.questions[0].label).toBe("Von wo würden Sie arbeiten?");
    // French has a translation but is not offered: the organization's first language, the question as written
    const french = await call("GET", `${publicJob}?lang=fr`);
    expect(french.body.locale).toBe("en");
    expect(french.body.job.questions[0]).toMatchObject({ label: REMOTE.label, helpText: REMOTE.helpText, optionLabels: REMOTE.options });

    // the German candidate answers with the option's value; the knockout compares values
    const apply = (email: string, answer: string) =>
      call("POST", `${publicJob}/apply`, { body: { name: `Person ${email}`, email, locale: "de", answers: { [question.id]: answer } } });
    expect((await apply("zuhause@example.com", "Büro")).status).toBe(400);
    expect((await apply("zuhause@example.com", "Home")).status).toBe(201);
    expect((await apply("ausland@example.com", "Abroad")).status).toBe(201);
    const applications = (await call("GET", `/api/applications?jobId=${job.id}`, { key: world.recruiter.key })).body.applications;
    const byEmail = async (email: string) => {
      const row = await ownerDb.application.findFirstOrThrow({ where: { jobId: job.id, candidate: { email } }, select: { id: true } });
      return (await call("GET", `/api/applications/${row.id}`, { key: world.recruiter.key })).body.application;
    };
    expect(applications).toHaveLength(2);
    const home = await byEmail("zuhause@example.com");
    expect(home.answers).toEqual([{ questionId: question.id, label: REMOTE.label, shownLabel: "Von wo würden Sie arbeiten?", type: "single_choice", value: "Home" }]);
    expect(home.status).toBe("active");
    expect((await byEmail("ausland@example.com")).knockout).toMatchObject({ answer: "Abroad" });
    // an English candidate read the question as written
    expect((await call("POST", `${publicJob}/apply`, { body: { name: "En Person", email: "en@example.com", locale: "en", answers: { [question.id]: "Office" } } })).status).toBe(201);
    expect((await byEmail("en@example.com")).answers[0]).toMatchObject({ label: REMOTE.label, shownLabel: null });
  });
});
