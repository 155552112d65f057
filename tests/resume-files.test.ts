import { mkdtemp, readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { createJob, unique } from "@/prisma/factories";
import { createApplication } from "@/prisma/factories/application";
import { createReviewRequest } from "@/prisma/factories/review-request";
import { expectSandboxed } from "./support/file-headers";
import { withApi } from "./support/http";
import { getBytes, postForm } from "./support/multipart";
import { makeDocx, makeExecutable, makeResumePdf } from "./support/resume-files";
import { createWorld } from "./support/world";
import { withSettings } from "./support/settings";

// Files go to a directory of this test file's own (set before anything reads the environment).
const filesDir = await mkdtemp(path.join(tmpdir(), "h10-files-"));
withSettings({ FILES_DIR: filesDir });
const { call, baseUrl } = withApi();

const MiB = 1024 * 1024;
const email = () => `${unique("filer")}@example.test`;

async function openJob(organizationId: number, hiringManagerIds: string[] = []) {
  const job = await createJob(organizationId, { title: "Platform Engineer", hiringManagerIds });
  return { job, path: (slug: string) => `/api/public/orgs/${slug}/jobs/${job.slug}/apply` };
}

async function applicationOf(address: string) {
  const candidate = await ownerDb.candidate.findFirstOrThrow({ where: { email: address } });
  return ownerDb.application.findFirstOrThrow({ where: { candidateId: candidate.id }, include: { resumeFile: true, candidate: true } });
}

async function storedFiles(): Promise<string[]> {
  const entries = await readdir(filesDir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && !e.parentPath.includes(".uploads")).map((e) => path.join(e.parentPath, e.name));
}

describe("apply with a résumé file (multipart)", () => {
  it("stores a PDF, names it by the application, and serves it back with the original name and safe headers", async () => {
    const world = await createWorld("Files Org");
    const { job, path: applyPath } = await openJob(world.organization.id);
    const address = email();
    const pdf = makeResumePdf(["Grace Hopper", "Compilers, COBOL"]);
    const res = await postForm(baseUrl(), applyPath(world.organization.slug), { name: "Grace Hopper", email: address, coverLetter: "Hi" }, { name: "Grace CV.pdf", bytes: pdf, type: "application/pdf" });
    expect(res.status).toBe(201);

    const application = await applicationOf(address);
    expect(application.jobId).toBe(job.id);
    expect(application.candidateResumeUrl).toBe(`/api/applications/${application.id}/resume`);
    expect(application.candidate.resumeUrl).toBe(`/api/applications/${application.id}/resume`);
    expect(application.coverLetter).toBe("Hi");
    expect(application.resumeFile).toMatchObject({ fileName: "Grace CV.pdf", contentType: "application/pdf", sizeBytes: pdf.length, organizationId: world.organization.id });
    const onDisk = path.join(filesDir, application.resumeFile!.storageKey);
    expect(await readFile(onDisk)).toEqual(pdf);

    const download = await getBytes(baseUrl(), `/api/applications/${application.id}/resume`, world.recruiter.key);
    expect(download.status).toBe(200);
    expect(download.bytes).toEqual(pdf);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toBe(`inline; filename="Grace CV.pdf"; filename*=UTF-8''Grace%20CV.pdf`);
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    expect(download.headers.get("content-security-policy")).toMatch(/^sandbox(;|$)/);
    expectSandboxed(download.headers, "résumé");
    // the board answers the download path as the résumé URL
    const board = await call("GET", `/api/jobs/${job.id}/applications`, { key: world.recruiter.key });
    expect(board.body.applications[0].resumeUrl).toBe(`/api/applications/${application.id}/resume`);
  });

  it("takes a DOCX by its bytes and offers it as a download under its own type", async () => {
    const world = await createWorld("Docx Org");
    const { path: applyPath } = await openJob(world.organization.id);
    const address = email();
    const docx = makeDocx();
    // the browser's claimed type and the name do not matter, the bytes do
    const res = await postForm(baseUrl(), applyPath(world.organization.slug), { name: "Alan Turing", email: address }, { name: "cv", bytes: docx, type: "text/plain" });
    expect(res.status).toBe(201);
    const application = await applicationOf(address);
    expect(application.resumeFile).toMatchObject({ fileName: "cv.docx", contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" });
    const download = await getBytes(baseUrl(), `/api/applications/${application.id}/resume`, world.admin.key);
    expect(download.status).toBe(200);
    expect(download.bytes).toEqual(docx);
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="cv.docx"/);
  });

  it("refuses a renamed executable (400 naming the field) and keeps nothing: no candidate, no file", async () => {
    const world = await createWorld("Exe Org");
    const { path: applyPath } = await openJob(world.organization.id);
    const address = email();
    const before = await storedFiles();
    const res = await postForm(baseUrl(), applyPath(world.organization.slug), { name: "Mallory", email: address }, { name: "resume.pdf", bytes: makeExecutable(), type: "application/pdf" });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ path: "resume", message: "The résumé must be a PDF, DOC or DOCX file" }]);
    expect(await ownerDb.candidate.count({ where: { email: address } })).toBe(0);
    expect(await storedFiles()).toEqual(before);
    // plain text is no résumé either
    const text = await postForm(baseUrl(), applyPath(world.organization.slug), { name: "Mallory", email: address }, { name: "cv.pdf", bytes: Buffer.from("just text, not a pdf") });
    expect(text.status).toBe(400);
  });

  it("refuses a file that claims to be a PDF but does not open (400 at the field), and takes real and encrypted ones", async () => {
    const world = await createWorld("Broken Pdf Org");
    const { path: applyPath } = await openJob(world.organization.id);
    const message = "This PDF could not be opened. Export it again as a PDF, or upload a DOCX.";
    const before = await storedFiles();
    const junk = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(20_000, "garbage that is no pdf object ")]);
    const address = email();
    const refused = await postForm(baseUrl(), applyPath(world.organization.slug), { name: "Broken File", email: address }, { name: "cv.pdf", bytes: junk, type: "application/pdf" });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: `Invalid body: resume: ${message}`, code: "invalid_request", details: [{ path: "resume", message }] });
    expect(await ownerDb.candidate.count({ where: { email: address } })).toBe(0);
    expect(await storedFiles()).toEqual(before);

    // a PDF written by pdf-lib opens; the same file cut in half does not, and answers promptly
    const made = await PDFDocument.create();
    const page = made.addPage([595, 842]);
    page.drawText("Katherine Johnson - Orbital mechanics", { font: await made.embedFont(StandardFonts.Helvetica), x: 72, y: 760, size: 14 });
    const real = Buffer.from(await made.save());
    expect((await postForm(baseUrl(), applyPath(world.organization.slug), { name: "Katherine Johnson", email: email() }, { name: "kj.pdf", bytes: real })).status).toBe(201);
    const started = Date.now();
    const half = await postForm(baseUrl(), applyPath(world.organization.slug), { name: "Half File", email: email() }, { name: "half.pdf", bytes: real.subarray(0, Math.floor(real.length / 2)) });
    expect(half.status).toBe(400);
    expect(half.body.details).toEqual([{ path: "resume", message }]);
    expect(Date.now() - started).toBeLessThan(8_000);

    // an encrypted PDF (owner password: printing or copying restricted) is still a real PDF
    const encrypted = Buffer.from(
      makeResumePdf(["Locked Person"]).toString("latin1").replace("/Root 1 0 R >>", "/Root 1 0 R /Encrypt << /Filter /Standard /V 1 /R 2 /O (owner) /U (user) /P -3904 >> >>"),
      "latin1",
    );
    expect(encrypted.toString("latin1")).toContain("/Encrypt");
    expect((await postForm(baseUrl(), applyPath(world.organization.slug), { name: "Locked Person", email: email() }, { name: "locked.pdf", bytes: encrypted })).status).toBe(201);
  });

  it("refuses a DOCX whose document part is damaged or missing", async () => {
    const world = await createWorld("Broken Docx Org");
    const { path: applyPath } = await openJob(world.organization.id);
    const message = "This Word file could not be opened. Save it again as DOCX, or upload a PDF.";
    const good = makeDocx("A perfectly fine résumé");
    // one byte of word/document.xml changed: its CRC-32 no longer matches
    const damaged = Buffer.from(good);
    const at = damaged.indexOf("A perfectly fine");
    damaged[at] = "B".charCodeAt(0);
    // the ZIP's directory cut off
    const truncated = good.subarray(0, good.length - 40);
    for (const [name, bytes] of [["damaged.docx", damaged], ["truncated.docx", truncated]] as const) {
      const res = await postForm(baseUrl(), applyPath(world.organization.slug), { name: "Word Person", email: email() }, { name, bytes });
      expect(res.status, name).toBe(400);
      expect(res.body.details, name).toEqual([{ path: "resume", message }]);
    }
    expect((await postForm(baseUrl(), applyPath(world.organization.slug), { name: "Word Person", email: email() }, { name: "good.docx", bytes: good })).status).toBe(201);
  });

  it("answers 413 for a file over 10 MiB and 10 MiB itself is fine", async () => {
    const world = await createWorld("Big Org");
    const { path: applyPath } = await openJob(world.organization.id);
    const address = email();
    const tooBig = await postForm(baseUrl(), applyPath(world.organization.slug), { name: "Big File", email: address }, { name: "big.pdf", bytes: makeResumePdf(["Big"], 11 * MiB) });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toEqual({ error: "The file is larger than 10 MiB", code: "payload_too_large" });
    expect(await ownerDb.candidate.count({ where: { email: address } })).toBe(0);
    // nothing is left in the spool either
    expect(await readdir(path.join(filesDir, ".uploads")).catch(() => [])).toEqual([]);

    const exact = makeResumePdf(["Exactly ten"], 10 * MiB);
    expect(exact.length).toBeLessThanOrEqual(10 * MiB);
    const fits = await postForm(baseUrl(), applyPath(world.organization.slug), { name: "Big File", email: address }, { name: "ten.pdf", bytes: exact });
    expect(fits.status).toBe(201);
  });

  it("checks the form fields like JSON (400), and a file with a résumé URL is one too many", async () => {
    const world = await createWorld("Fields Org");
    const { path: applyPath } = await openJob(world.organization.id);
    const pdf = { name: "cv.pdf", bytes: makeResumePdf(["x"]) };
    const invalid = await postForm(baseUrl(), applyPath(world.organization.slug), { name: "", email: "nope" }, pdf);
    expect(invalid.status).toBe(400);
    expect(invalid.body.details.map((d: { path: string }) => d.path).sort()).toEqual(["email", "name"]);
    const both = await postForm(baseUrl(), applyPath(world.organization.slug), { name: "Two Ways", email: email(), resumeUrl: "https://cv.example.test/a.pdf" }, pdf);
    expect(both.status).toBe(400);
    // an unknown job is still a 404 after the file was read
    const missing = await postForm(baseUrl(), `/api/public/orgs/${world.organization.slug}/jobs/no-such-job/apply`, { name: "Lost", email: email() }, pdf);
    expect(missing.status).toBe(404);
    // and the form without a file applies like JSON
    const address = email();
    expect((await postForm(baseUrl(), applyPath(world.organization.slug), { name: "No File", email: address })).status).toBe(201);
    expect((await applicationOf(address)).resumeFile).toBeNull();
    // a second application to the same job is a 409, and its file is not kept
    const again = email();
    expect((await postForm(baseUrl(), applyPath(world.organization.slug), { name: "Twice", email: again }, pdf)).status).toBe(201);
    const files = await storedFiles();
    expect((await postForm(baseUrl(), applyPath(world.organization.slug), { name: "Twice", email: again }, pdf)).status).toBe(409);
    expect(await storedFiles()).toEqual(files);
  });
});

describe("GET /api/applications/{id}/resume", () => {
  it("serves the file only to callers who may see the application", async () => {
    const world = await createWorld("Resume Access Org");
    const other = await createWorld("Resume Foreign Org");
    const { path: applyPath } = await openJob(world.organization.id, [world.hiring_manager.id]);
    const address = email();
    const res = await postForm(baseUrl(), applyPath(world.organization.slug), { name: "Kept Private", email: address }, { name: "cv.pdf", bytes: makeResumePdf(["Private"]) });
    expect(res.status).toBe(201);
    const application = await applicationOf(address);
    const url = `/api/applications/${application.id}/resume`;

    expect((await getBytes(baseUrl(), url)).status).toBe(401);
    for (const role of ["admin", "recruiter", "hiring_manager"] as const) expect((await getBytes(baseUrl(), url, world[role].key)).status).toBe(200);
    // an interviewer sees it once asked to review, not before
    expect((await getBytes(baseUrl(), url, world.interviewer.key)).status).toBe(404);
    await createReviewRequest(application, { id: world.interviewer.id });
    expect((await getBytes(baseUrl(), url, world.interviewer.key)).status).toBe(200);
    // a hiring manager of another job and every role of another organization: not found
    const { job: elsewhere } = await openJob(world.organization.id);
    const managerElsewhere = await ownerDb.user.create({ data: { organizationId: world.organization.id, email: `${unique("hm")}@example.test`, name: "Other Manager", role: "hiring_manager" } });
    await ownerDb.jobHiringManager.create({ data: { jobId: elsewhere.id, userId: managerElsewhere.id } });
    for (const role of ["admin", "recruiter", "hiring_manager", "interviewer"] as const) {
      const foreign = await getBytes(baseUrl(), url, other[role].key);
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual({ error: "Résumé not found", code: "not_found" });
    }
    // an application without a file has no résumé to download
    const plain = await createApplication((await openJob(world.organization.id)).job as never);
    expect((await getBytes(baseUrl(), `/api/applications/${plain.id}/resume`, world.admin.key)).status).toBe(404);
  });
});
