import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { startBackgroundWork, stopBackgroundWork } from "@/lib/queue/background";
import { createJob, unique } from "@/prisma/factories";
import { createReviewRequest } from "@/prisma/factories/review-request";
import { eventually } from "./support/eventually";
import { withApi } from "./support/http";
import { postForm } from "./support/multipart";
import { makeDocx, makeResumePdf } from "./support/resume-files";
import { createWorld } from "./support/world";

// A searchable candidate database (decision 404): résumés sent as real PDF and DOCX files, their text
// read by the job queue, and the search grammar (words, -word, "phrases", or) over names, e-mails,
// résumés, answers and notes, each only where the caller may read it.
const filesDir = await mkdtemp(path.join(tmpdir(), "search-files-"));
process.env.FILES_DIR = filesDir;
const { call, baseUrl } = withApi();
beforeAll(() => startBackgroundWork());
afterAll(() => stopBackgroundWork());

type Match = { candidateId: number; name: string; foundIn: string; snippet: { text: string; match: boolean }[] };

const PEOPLE = {
  ada: { name: "Ada Kube", cv: ["Ada Kube", "Site reliability engineer: Kubernetes clusters in Go", "On call for payments"], type: "pdf" },
  bo: { name: "Bo Java", cv: ["Bo Java", "Kubernetes operators written in Java and Go"], type: "pdf" },
  cy: { name: "Cy Rust", cv: ["Cy Rust", "Embedded Rust; reliability testing of site sensors"], type: "docx" },
  di: { name: "Di Frontend", cv: ["Di Frontend", "React, TypeScript and accessibility"], type: "docx" },
} as const;

async function scene() {
  const world = await createWorld(unique("Search Org"));
  const job = await createJob(world.organization.id, { title: "Platform Engineer", hiringManagerIds: [world.hiring_manager.id] });
  const ids: Record<keyof typeof PEOPLE, { candidateId: number; applicationId: number }> = {} as never;
  for (const [key, person] of Object.entries(PEOPLE) as [keyof typeof PEOPLE, (typeof PEOPLE)[keyof typeof PEOPLE]][]) {
    const email = `${unique(key)}@example.test`;
    const file = person.type === "pdf"
      ? { name: `${key}.pdf`, bytes: makeResumePdf([...person.cv]), type: "application/pdf" }
      : { name: `${key}.docx`, bytes: makeDocx(person.cv.join(". ")), type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" };
    const res = await postForm(baseUrl(), `/api/public/orgs/${world.organization.slug}/jobs/${job.slug}/apply`, { name: person.name, email }, file);
    expect(res.status).toBe(201);
    const application = await db.application.findFirstOrThrow({ where: { jobId: job.id, candidate: { email } }, include: { resumeFile: true } });
    ids[key] = { candidateId: application.candidateId, applicationId: application.id };
  }
  // the queue reads every file
  await eventually(async () => (await db.resumeFile.count({ where: { organizationId: world.organization.id, textState: "pending" } })) === 0 || null, 20_000, "résumé texts");
  return { world, job, ids };
}

const search = async (key: string, q: string) => {
  const res = await call("GET", `/api/search?q=${encodeURIComponent(q)}&matches=20`, { key });
  expect(res.status).toBe(200);
  return res.body.matches as Match[];
};

describe("résumé text", () => {
  it("is read from PDF and DOCX files by the queue, never on the request path", async () => {
    const { ids } = await scene();
    const files = await db.resumeFile.findMany({ where: { applicationId: { in: Object.values(ids).map((i) => i.applicationId) } }, orderBy: { id: "asc" } });
    expect(files.map((f) => f.textState)).toEqual(["done", "done", "done", "done"]);
    expect(files[0].text).toContain("Site reliability engineer: Kubernetes clusters in Go");
    expect(files[2].text).toContain("Embedded Rust; reliability testing of site sensors");
  });
});

describe("the search grammar", () => {
  it("answers the table of queries with the expected people, ranked, matches marked", async () => {
    const { world } = await scene();
    const names = async (q: string) => (await search(world.recruiter.key, q)).map((m) => m.name).sort();
    const table: [string, string[]][] = [
      ["kubernetes", ["Ada Kube", "Bo Java"]],
      ["kubernetes go -java", ["Ada Kube"]],
      ['"site reliability"', ["Ada Kube"]],
      ["reliability site", ["Ada Kube", "Cy Rust"]],
      ["rust or react", ["Cy Rust", "Di Frontend"]],
      ["engineers", ["Ada Kube"]],
      ["cobol", []],
      ["-kubernetes", []],
    ];
    for (const [q, expected] of table) expect(await names(q), q).toEqual(expected);
    const [first] = await search(world.recruiter.key, '"site reliability" kubernetes');
    expect(first.name).toBe("Ada Kube");
    expect(first.foundIn).toBe("application");
    expect(first.snippet.filter((s) => s.match).map((s) => s.text.toLowerCase())).toEqual(expect.arrayContaining(["site", "reliability", "kubernetes"]));
  });

  it("finds names, e-mails, answers and notes too", async () => {
    const { world, ids } = await scene();
    expect((await search(world.recruiter.key, "frontend")).map((m) => m.name)).toEqual(["Di Frontend"]);
    await call("POST", `/api/candidates/${ids.bo.candidateId}/notes`, { key: world.recruiter.key, body: { body: "Strong on observability and incident reviews" } });
    const [note] = await search(world.recruiter.key, "observability");
    expect(note).toMatchObject({ name: "Bo Java", foundIn: "note" });
    expect(note.snippet.find((s) => s.match)?.text).toBe("observability");
  });
});

describe("who finds what", () => {
  it("an interviewer finds only the applications they review, and not the notes a blind review hides; another organization finds nothing", async () => {
    const { world, ids } = await scene();
    const ada = await db.application.findUniqueOrThrow({ where: { id: ids.ada.applicationId } });
    await createReviewRequest(ada, world.interviewer);
    await call("POST", `/api/candidates/${ids.ada.candidateId}/notes`, { key: world.recruiter.key, body: { body: "Mentioned a zeppelin hobby" } });
    expect((await search(world.interviewer.key, "kubernetes")).map((m) => m.name)).toEqual(["Ada Kube"]);
    // the interviewer has not submitted feedback: the recruiter's note is hidden (decision 170)
    expect(await search(world.interviewer.key, "zeppelin")).toEqual([]);
    expect((await search(world.recruiter.key, "zeppelin")).map((m) => m.name)).toEqual(["Ada Kube"]);
    const stranger = await createWorld(unique("Stranger Org"));
    expect(await search(stranger.admin.key, "kubernetes")).toEqual([]);
  });

  it("erasure takes the person out of the search", async () => {
    const { world, ids } = await scene();
    expect((await call("DELETE", `/api/candidates/${ids.cy.candidateId}`, { key: world.admin.key })).status).toBe(200);
    expect(await search(world.admin.key, "rust")).toEqual([]);
  });
});
