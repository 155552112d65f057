import { request } from "node:http";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { checkResponse } from "./support/response-check";
import { createJob, unique } from "@/prisma/factories";
import { createReviewRequest } from "@/prisma/factories/review-request";
import { withApi } from "./support/http";
import { getBytes, postForm } from "./support/multipart";
import { makeExecutable } from "./support/resume-files";
import { createWorld } from "./support/world";
import { withSettings } from "./support/settings";

const filesDir = await mkdtemp(path.join(tmpdir(), "h48-files-"));
// a low per-address limit for this file only: the prefill counts under its own key, so apply's
// calls here do not use it up
withSettings({ FILES_DIR: filesDir, RATE_LIMIT_APPLY_PER_ADDRESS_PER_HOUR: "3" });
const { call, baseUrl } = withApi();

const RESUME = [
  "Grace Hopper",
  "grace.hopper@example.com | +1 415 555 0132 | San Francisco, CA | github.com/ghopper",
  "Experience",
  "Senior Software Engineer at Acme Payments Inc.",
  "Jan 2020 - Present",
  "Software Engineer | Globex Corporation | 03/2016 - 12/2019",
  "Education",
  "Yale University",
  "Ph.D. in Mathematics, 1934",
  "Skills",
  "TypeScript, PostgreSQL, COBOL",
];

const GRACE = {
  name: "Grace Hopper",
  email: "grace.hopper@example.com",
  phone: "+1 415 555 0132",
  location: "San Francisco, CA",
  links: ["https://github.com/ghopper"],
  experience: [
    { title: "Senior Software Engineer", employer: "Acme Payments Inc.", startDate: "2020-01", endDate: null },
    { title: "Software Engineer", employer: "Globex Corporation", startDate: "2016-03", endDate: "2019-12" },
  ],
  education: [{ school: "Yale University", degree: "Ph.D. in Mathematics", endYear: 1934 }],
  skills: ["TypeScript", "PostgreSQL", "COBOL"],
};
const EMPTY = { name: null, email: null, phone: null, location: null, links: [], experience: [], education: [], skills: [] };

// A real PDF written by pdf-lib, one drawn line of text per résumé line.
async function resumePdf(lines: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  lines.forEach((line, i) => page.drawText(line, { font, x: 56, y: 780 - i * 20, size: 11 }));
  return Buffer.from(await pdf.save());
}

async function applyWith(slug: string, jobSlug: string, bytes: Buffer) {
  const address = `${unique("parsed")}@example.test`;
  // apply's per-address limit is this file's low one, and the files this worker ran before applied
  // from the same loopback address into the same database: its count starts afresh for each apply
  // (the prefill's own count, which the last test uses up, is another key)
  await ownerDb.rateLimitBucket.deleteMany({ where: { key: { startsWith: "apply:address:" } } });
  const res = await postForm(baseUrl(), `/api/public/orgs/${slug}/jobs/${jobSlug}/apply`, { name: "Grace H.", email: address }, { name: "cv.pdf", bytes, type: "application/pdf" });
  expect(res.status).toBe(201);
  const candidate = await ownerDb.candidate.findFirstOrThrow({ where: { email: address } });
  return ownerDb.application.findFirstOrThrow({ where: { candidateId: candidate.id }, include: { resumeFile: true } });
}

// Each prefill test speaks from its own loopback address, the client address the limit counts.
let next = 20;
function clientAddress(): string {
  next += 1;
  return `127.${(process.pid >> 8) & 255}.${process.pid & 255}.${next}`;
}

async function prefill(from: string, slug: string, file?: { bytes: Buffer; name: string }) {
  const form = new FormData();
  if (file) form.append("resume", new Blob([new Uint8Array(file.bytes)], { type: "application/pdf" }), file.name);
  else form.append("note", "no file");
  const framed = new Request("http://localhost/", { method: "POST", body: form });
  const payload = Buffer.from(await framed.arrayBuffer());
  const apiPath = `/api/public/orgs/${slug}/resume-prefill`;
  const res = await new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: any }>((resolve, reject) => {
    const req = request(new URL(apiPath, baseUrl()), { method: "POST", localAddress: from, headers: { "content-type": framed.headers.get("content-type")!, "content-length": payload.length } }, (r) => {
      const chunks: Buffer[] = [];
      r.on("data", (c: Buffer) => chunks.push(c));
      r.on("end", () => resolve({ status: r.statusCode ?? 0, headers: r.headers, body: JSON.parse(Buffer.concat(chunks).toString() || "null") }));
    });
    req.on("error", reject);
    req.end(payload);
  });
  const mismatch = checkResponse("POST", apiPath, res.status, res.body, new Headers(Object.entries(res.headers).flatMap(([k, v]) => (typeof v === "string" ? [[k, v] as [string, string]] : []))));
  if (mismatch) throw new Error(`Response does not match /api/openapi.json: ${mismatch}`);
  return res;
}

describe("GET /api/applications/{id}/parsed-resume", () => {
  it("reads the uploaded PDF's fields, each with its line, for whoever may download the résumé", async () => {
    const world = await createWorld("Parsed Org");
    const other = await createWorld("Parsed Foreign Org");
    const job = await createJob(world.organization.id, { title: "Compiler Engineer" });
    const application = await applyWith(world.organization.slug, job.slug, await resumePdf(RESUME));
    const url = `/api/applications/${application.id}/parsed-resume`;

    // read from the file while the queue has not yet stored its text
    expect(application.resumeFile!.textState).toBe("pending");
    const res = await call("GET", url, { key: world.recruiter.key });
    expect(res.status).toBe(200);
    expect(res.body.fields).toEqual(GRACE);
    expect(res.body.sources).toMatchObject({
      name: "Grace Hopper",
      phone: "grace.hopper@example.com | +1 415 555 0132 | San Francisco, CA | github.com/ghopper",
      "experience.0": "Jan 2020 - Present",
      "education.0": "Yale University",
      "skills.2": "TypeScript, PostgreSQL, COBOL",
    });
    // nothing was stored by reading it
    expect((await ownerDb.resumeFile.findUniqueOrThrow({ where: { id: application.resumeFile!.id } })).textState).toBe("pending");

    // the same visibility as the download: an interviewer once asked to review, never another organization
    expect((await call("GET", url, {})).status).toBe(401);
    expect((await call("GET", url, { key: world.interviewer.key })).status).toBe(404);
    await createReviewRequest(application, { id: world.interviewer.id });
    expect((await call("GET", url, { key: world.interviewer.key })).body.fields.name).toBe("Grace Hopper");
    for (const role of ["admin", "recruiter"] as const) {
      const foreign = await call("GET", url, { key: other[role].key });
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual({ error: "Application not found", code: "not_found" });
      expect((await getBytes(baseUrl(), `/api/applications/${application.id}/resume`, other[role].key)).status).toBe(404);
    }
  });

  it("parses the text the queue stored; a file whose text could not be read answers the empty fields", async () => {
    const world = await createWorld("Parsed Stored Org");
    const job = await createJob(world.organization.id);
    const application = await applyWith(world.organization.slug, job.slug, await resumePdf(["Someone Else"]));
    const url = `/api/applications/${application.id}/parsed-resume`;
    await ownerDb.resumeFile.update({ where: { id: application.resumeFile!.id }, data: { textState: "done", text: "Ada Lovelace\nada@example.org\nSkills\nAnalysis; Rust" } });
    const stored = await call("GET", url, { key: world.admin.key });
    expect(stored.body.fields).toEqual({ ...EMPTY, name: "Ada Lovelace", email: "ada@example.org", skills: ["Analysis", "Rust"] });
    expect(stored.body.sources).toEqual({ name: "Ada Lovelace", email: "ada@example.org", "skills.0": "Analysis; Rust", "skills.1": "Analysis; Rust" });

    for (const textState of ["failed", "unsupported"]) {
      await ownerDb.resumeFile.update({ where: { id: application.resumeFile!.id }, data: { textState, text: null } });
      const unreadable = await call("GET", url, { key: world.admin.key });
      expect(unreadable.status).toBe(200);
      expect(unreadable.body).toEqual({ fields: EMPTY, sources: {} });
    }
  });

  it("answers 404 with a clear error for an application without a résumé file", async () => {
    const world = await createWorld("Parsed Plain Org");
    const job = await createJob(world.organization.id);
    const res = await postForm(baseUrl(), `/api/public/orgs/${world.organization.slug}/jobs/${job.slug}/apply`, { name: "No File", email: `${unique("nofile")}@example.test` });
    expect(res.status).toBe(201);
    const application = await ownerDb.application.findFirstOrThrow({ where: { jobId: job.id } });
    const missing = await call("GET", `/api/applications/${application.id}/parsed-resume`, { key: world.admin.key });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: "Résumé file of this application not found", code: "not_found" });
    expect((await call("GET", `/api/applications/999999999/parsed-resume`, { key: world.admin.key })).status).toBe(404);
  });
});

describe("POST /api/public/orgs/{slug}/resume-prefill", () => {
  it("answers the fields of a real PDF and stores nothing", async () => {
    const world = await createWorld("Prefill Org");
    const filesBefore = await ownerDb.resumeFile.count({ where: { organizationId: world.organization.id } });
    const res = await prefill(clientAddress(), world.organization.slug, { bytes: await resumePdf(RESUME), name: "grace.pdf" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ fields: GRACE });
    expect(await ownerDb.resumeFile.count({ where: { organizationId: world.organization.id } })).toBe(filesBefore);
    expect(await ownerDb.candidate.count({ where: { organizationId: world.organization.id } })).toBe(0);
  });

  it("refuses a file that is not a résumé by its bytes, and no file at all (400); an unknown organization is 404", async () => {
    const world = await createWorld("Prefill Refuse Org");
    const from = clientAddress();
    const exe = await prefill(from, world.organization.slug, { bytes: makeExecutable(), name: "cv.pdf" });
    expect(exe.status).toBe(400);
    expect(exe.body).toEqual({ error: "Invalid body: resume: The résumé must be a PDF, DOC or DOCX file", code: "invalid_request", details: [{ path: "resume", message: "The résumé must be a PDF, DOC or DOCX file" }] });
    const none = await prefill(from, world.organization.slug);
    expect(none.status).toBe(400);
    expect(none.body.details).toEqual([{ path: "resume", message: "a résumé file is required" }]);
    expect((await prefill(clientAddress(), `no-such-org-${unique("x")}`, { bytes: await resumePdf(RESUME), name: "cv.pdf" })).status).toBe(404);
  });

  it("is rate-limited per client address (429 with Retry-After past the limit)", async () => {
    const world = await createWorld("Prefill Limit Org");
    const from = clientAddress();
    const pdf = { bytes: await resumePdf(RESUME), name: "cv.pdf" };
    for (let i = 0; i < 3; i++) expect((await prefill(from, world.organization.slug, pdf)).status).toBe(200);
    const limited = await prefill(from, world.organization.slug, pdf);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: expect.stringMatching(/Too many requests/), code: "rate_limited" });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.headers["x-ratelimit-limit"]).toBe("3");
    // another address is not limited by it
    expect((await prefill(clientAddress(), world.organization.slug, pdf)).status).toBe(200);
  });
});
