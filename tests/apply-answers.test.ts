import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { createJob, unique } from "@/prisma/factories";
import { expectSandboxed } from "./support/file-headers";
import { withApi } from "./support/http";
import { fileStore } from "@/lib/files/file-store";
import { getBytes, postForm } from "./support/multipart";
import { makeExecutable, makeResumePdf } from "./support/resume-files";
import { createWorld } from "./support/world";

const { call, baseUrl } = withApi();

// One question of each type that takes a typed answer, all required.
const QUESTIONS = [
  { label: "Nickname", type: "short_text", required: true },
  { label: "Why us", type: "long_text", required: true },
  { label: "Right to work", type: "yes_no", required: true },
  { label: "Shirt size", type: "single_choice", required: true, options: ["S", "M", "L"] },
  { label: "Languages", type: "multi_choice", required: true, options: ["Go", "Rust", "TypeScript"] },
  { label: "Years", type: "number", required: true },
  { label: "Start date", type: "date", required: true },
  { label: "Portfolio", type: "url", required: true },
];
const GOOD = ["Ada", "Because.", true, "M", ["Rust", "Go"], 4.5, "2027-02-28", "https://ada.example/work"];

async function setup() {
  const world = await createWorld("Answers Org");
  const job = await createJob(world.organization.id, { title: "Go Engineer", status: "open" });
  const put = await call("PUT", `/api/jobs/${job.id}/questions`, { key: world.recruiter.key, body: { questions: QUESTIONS } });
  const ids: number[] = put.body.questions.map((q: { id: number }) => q.id);
  const apply = `/api/public/orgs/${world.organization.slug}/jobs/${job.slug}/apply`;
  const answers = (values: unknown[]) => Object.fromEntries(ids.map((id, i) => [String(id), values[i]]));
  return { world, job, ids, apply, answers };
}

const person = () => ({ name: "Ada Lovelace", email: `${unique("ada")}@example.test` });

describe("answers on the public apply", () => {
  it("stores good answers of every type and shows them on the application, its event and the export", async () => {
    const { world, job, ids, apply, answers } = await setup();
    const me = person();
    const res = await call("POST", apply, { body: { ...me, answers: answers(GOOD) } });
    expect(res.status).toBe(201);
    const application = await ownerDb.application.findFirstOrThrow({ where: { jobId: job.id }, select: { id: true, candidateId: true } });
    const expected = QUESTIONS.map((q, i) => ({ questionId: ids[i], label: q.label, shownLabel: null, type: q.type, value: i === 4 ? ["Go", "Rust"] : GOOD[i] }));
    const read = await call("GET", `/api/applications/${application.id}`, { key: world.recruiter.key });
    expect(read.body.application.answers).toEqual(expected);
    const event = await ownerDb.event.findFirstOrThrow({ where: { organizationId: world.organization.id, type: "application.created" } });
    expect(JSON.parse(event.body).data.answers).toEqual(expected);
    const exported = await call("GET", `/api/candidates/${application.candidateId}/export`, { key: world.admin.key });
    expect(exported.body.applications[0].answers).toEqual(expected);

    // a question removed later: its answer stays with the label it had
    await call("PUT", `/api/jobs/${job.id}/questions`, { key: world.recruiter.key, body: { questions: [] } });
    const after = await call("GET", `/api/applications/${application.id}`, { key: world.recruiter.key });
    expect(after.body.application.answers.map((a: { questionId: number | null; label: string }) => [a.questionId, a.label])).toEqual(QUESTIONS.map((q) => [null, q.label]));
  });

  it("answers 400 with one detail per bad answer, for every type, and stores nothing", async () => {
    const { job, ids, apply, answers } = await setup();
    const bad = ["", 12, "yes", "XL", ["Go", "Cobol"], "4", "2027-02-30", "ftp://files.example/cv"];
    const res = await call("POST", apply, { body: { ...person(), answers: { ...answers(bad), "999999": "stray" } } });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      { path: "answers.999999", message: "is not a question of this job" },
      { path: `answers.${ids[0]}`, message: "is required" },
      { path: `answers.${ids[1]}`, message: "must be text" },
      { path: `answers.${ids[2]}`, message: "must be true (yes) or false (no)" },
      { path: `answers.${ids[3]}`, message: '"XL" is not one of the options' },
      { path: `answers.${ids[4]}`, message: '"Cobol" is not one of the options' },
      { path: `answers.${ids[5]}`, message: "must be a number" },
      { path: `answers.${ids[6]}`, message: "must be a date, YYYY-MM-DD" },
      { path: `answers.${ids[7]}`, message: "must be an http:// or https:// URL of at most 2048 characters" },
    ]);
    const missing = await call("POST", apply, { body: person() });
    expect(missing.status).toBe(400);
    expect(missing.body.details).toEqual(ids.map((id) => ({ path: `answers.${id}`, message: "is required" })));
    const notAnObject = await call("POST", apply, { body: { ...person(), answers: ["Ada"] } });
    expect(notAnObject.status).toBe(400);
    expect(notAnObject.body.details[0].path).toBe("answers");
    expect(await ownerDb.application.count({ where: { jobId: job.id } })).toBe(0);
  });

  it("takes the answers as the JSON text of a multipart field", async () => {
    const { world, job, apply, answers } = await setup();
    const res = await postForm(baseUrl(), apply, { ...person(), answers: JSON.stringify(answers(GOOD)) });
    expect(res.status).toBe(201);
    const application = await ownerDb.application.findFirstOrThrow({ where: { jobId: job.id }, select: { id: true } });
    const read = await call("GET", `/api/applications/${application.id}`, { key: world.recruiter.key });
    expect(read.body.application.answers).toHaveLength(QUESTIONS.length);
    const broken = await postForm(baseUrl(), apply, { ...person(), answers: "{not json" });
    expect(broken.status).toBe(400);
    expect(broken.body.details[0].path).toBe("answers");
  });

  it("shows answers only where the application is seen, and erasure removes them", async () => {
    const { world, job, apply, answers } = await setup();
    await call("POST", apply, { body: { ...person(), answers: answers(GOOD) } });
    const application = await ownerDb.application.findFirstOrThrow({ where: { jobId: job.id }, select: { id: true, candidateId: true } });
    // an interviewer not asked to review it gets nothing, not even an empty list
    expect((await call("GET", `/api/applications/${application.id}`, { key: world.interviewer.key })).status).toBe(404);

    const erased = await call("DELETE", `/api/candidates/${application.candidateId}`, { key: world.admin.key });
    expect(erased.status).toBe(200);
    expect(await ownerDb.applicationAnswer.count({ where: { applicationId: application.id } })).toBe(0);
    const event = await ownerDb.event.findFirstOrThrow({ where: { organizationId: world.organization.id, type: "application.created" } });
    expect(JSON.parse(event.body).data.answers).toEqual([]);
    expect(event.body).not.toContain("ada.example");
    const read = await call("GET", `/api/applications/${application.id}`, { key: world.recruiter.key });
    expect(read.body.application.answers).toEqual([]);
  });

  it("takes a file question's answer as a multipart part, checked by its bytes, served where the application is seen and erased with it", async () => {
    const world = await createWorld("File Answers Org");
    const job = await createJob(world.organization.id, { title: "Writer", status: "open" });
    const put = await call("PUT", `/api/jobs/${job.id}/questions`, {
      key: world.recruiter.key,
      body: { questions: [{ label: "Writing sample", type: "file", required: true }, { label: "Pen name", type: "short_text" }] },
    });
    const [sample, penName] = put.body.questions.map((q: { id: number }) => q.id);
    const apply = `/api/public/orgs/${world.organization.slug}/jobs/${job.slug}/apply`;
    const pdf = makeResumePdf(["A short story"]);

    const missing = await postForm(baseUrl(), apply, person());
    expect(missing.body.details).toEqual([{ path: `answers.${sample}`, message: "is required" }]);
    const wrong = await postForm(baseUrl(), apply, person(), undefined, {
      [`answers[${sample}]`]: { name: "story.pdf", bytes: makeExecutable() },
      [`answers[${penName}]`]: { name: "name.pdf", bytes: pdf },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details).toEqual([
      { path: `answers.${sample}`, message: "must be a PDF, DOC or DOCX file (told by its content, not its name)" },
      { path: `answers.${penName}`, message: "is not a file question; send its answer in `answers`" },
    ]);
    const inJson = await call("POST", apply, { body: { ...person(), answers: { [sample]: "story.pdf" } } });
    expect(inJson.body.details).toEqual([{ path: `answers.${sample}`, message: `must be a file, sent as the multipart part answers[${sample}]` }]);
    expect(await ownerDb.application.count({ where: { jobId: job.id } })).toBe(0);

    const ok = await postForm(baseUrl(), apply, { ...person(), answers: JSON.stringify({ [penName]: "Q" }) }, undefined, { [`answers[${sample}]`]: { name: "story.pdf", bytes: pdf } });
    expect(ok.status).toBe(201);
    const application = await ownerDb.application.findFirstOrThrow({ where: { jobId: job.id }, select: { id: true, candidateId: true } });
    const read = await call("GET", `/api/applications/${application.id}`, { key: world.recruiter.key });
    const [file, text] = read.body.application.answers;
    expect(text).toEqual({ questionId: penName, label: "Pen name", shownLabel: null, type: "short_text", value: "Q" });
    expect(file).toEqual({
      questionId: sample,
      label: "Writing sample",
      shownLabel: null,
      type: "file",
      value: { fileName: "story.pdf", contentType: "application/pdf", size: pdf.length, url: expect.stringMatching(new RegExp(`^/api/applications/${application.id}/answers/\\d+/file$`)) },
    });
    const download = await getBytes(baseUrl(), file.value.url, world.recruiter.key);
    expect(download.status).toBe(200);
    expectSandboxed(download.headers, "file answer");
    expect(download.bytes.equals(pdf)).toBe(true);
    expect((await getBytes(baseUrl(), file.value.url, world.interviewer.key)).status).toBe(404);

    const { storageKey } = await ownerDb.applicationAnswer.findFirstOrThrow({ where: { applicationId: application.id, type: "file" }, select: { storageKey: true } });
    expect(await fileStore().get(storageKey!)).not.toBeNull();
    expect((await call("DELETE", `/api/candidates/${application.candidateId}`, { key: world.admin.key })).status).toBe(200);
    expect(await fileStore().get(storageKey!)).toBeNull();
    expect((await getBytes(baseUrl(), file.value.url, world.recruiter.key)).status).toBe(404);
  });
});
