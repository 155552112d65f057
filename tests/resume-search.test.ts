import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { ownerDb } from "@/lib/db/owner";
import { withCaller } from "@/lib/db/caller-scope";
import type { BuiltInRoleKey as Role } from "@/lib/auth/permissions";
import { startBackgroundWork, stopBackgroundWork } from "@/lib/queue/background";
import { RESUME_TEXT_QUEUE } from "@/lib/queue/queues";
import { createJob, unique } from "@/prisma/factories";
import { createReviewRequest } from "@/prisma/factories/review-request";
import { documentsSql, MAX_RANKED } from "@/lib/server/search/search-documents";
import { eventually } from "./support/eventually";
import { withApi } from "./support/http";
import { postForm } from "./support/multipart";
import { makeDocx, makeResumePdf } from "./support/resume-files";
import { createWorld, type Member } from "./support/world";
import { permissionsOf } from "@/lib/auth/permissions";
import { withSettings } from "./support/settings";

// A searchable candidate database (decision 404): résumés sent as real PDF and DOCX files, their text
// read by the job queue, and the search grammar (words, -word, "phrases", or) over names, e-mails,
// résumés, answers and notes, each only where the caller may read it.
const filesDir = await mkdtemp(path.join(tmpdir(), "search-files-"));
withSettings({ FILES_DIR: filesDir });
const { call, baseUrl } = withApi();
// Every file of this worker's database that stored a résumé before this one left it pending: with a
// text job nobody there read, or with none (rows a test made directly), which the queue's start
// queues again. Their texts are not this file's, and their files are not in this file's FILES_DIR.
// They are set aside here with their waiting jobs, so the queue's one slot reads this file's own
// files rather than working through hundreds of others' first: in a full run, failing each of them
// took over 110 s, and even skipping them one by one outlasted a scene's 20 s.
beforeAll(async () => {
  await ownerDb.resumeFile.updateMany({ where: { textState: "pending" }, data: { textState: "failed" } });
  await ownerDb.$executeRaw`DELETE FROM pgboss.job WHERE name = ${RESUME_TEXT_QUEUE} AND state IN ('created', 'retry')`;
  await startBackgroundWork();
}, 120_000);
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
    const application = await ownerDb.application.findFirstOrThrow({ where: { jobId: job.id, candidate: { email } }, include: { resumeFile: true } });
    ids[key] = { candidateId: application.candidateId, applicationId: application.id };
  }
  // the queue reads every file
  await eventually(async () => (await ownerDb.resumeFile.count({ where: { organizationId: world.organization.id, textState: "pending" } })) === 0 || null, 20_000, "résumé texts");
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
    const files = await ownerDb.resumeFile.findMany({ where: { applicationId: { in: Object.values(ids).map((i) => i.applicationId) } }, orderBy: { id: "asc" } });
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
    const ada = await ownerDb.application.findUniqueOrThrow({ where: { id: ids.ada.applicationId } });
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

// The search finds its documents one of two ways (decision 416): walking them from the newest back,
// or every match from the GIN index (as the owner, the policy restated). Every query runs through
// both, forced by hiring.search_plan, and through the way the search picks for itself.
async function throughEachPlan(member: Member, q: string) {
  const caller = { orgId: member.organizationId, userId: member.id, role: member.role, permissions: permissionsOf(member.role as Role) };
  const run = (plan: string) =>
    withCaller(caller, () =>
      db.$transaction(async (tx) => {
        await tx.$queryRaw`SELECT set_config('hiring.search_plan', ${plan}, true)`;
        return tx.$queryRaw<{ candidateId: number; rank: number; headline: string }[]>(documentsSql(q, 20));
      }),
    );
  return { walk: await run("walk"), index: await run("index"), chosen: await run("") };
}

describe("two ways to the same documents", () => {
  it("answers every query of the grammar alike by walking and by the index, for each role", async () => {
    const { world, ids } = await scene();
    const ada = await ownerDb.application.findUniqueOrThrow({ where: { id: ids.ada.applicationId } });
    await createReviewRequest(ada, world.interviewer);
    await call("POST", `/api/candidates/${ids.bo.candidateId}/notes`, { key: world.recruiter.key, body: { body: "Kubernetes operators, on call" } });
    const queries = ["kubernetes", "kubernetes go -java", '"site reliability"', "reliability site", "rust or react", "engineers", "cobol", "-kubernetes", '"site reliability" kubernetes'];
    for (const member of [world.recruiter, world.hiring_manager, world.interviewer]) {
      for (const q of queries) {
        const { walk, index, chosen } = await throughEachPlan(member, q);
        expect(index, `${member.role}: ${q}`).toEqual(walk);
        expect(chosen, `${member.role}: ${q}`).toEqual(walk);
      }
    }
    // and what the plans agree on is what the API answers
    const { walk } = await throughEachPlan(world.hiring_manager, "kubernetes");
    expect(walk.map((m) => m.candidateId).sort()).toEqual([ids.ada.candidateId, ids.bo.candidateId].sort());
  });

  it(`ranks the newest ${MAX_RANKED} matching documents the caller may see, whichever way they are found`, async () => {
    const world = await createWorld(unique("Search Cap Org"));
    const managed = await createJob(world.organization.id, { title: "Managed", hiringManagerIds: [world.hiring_manager.id] });
    const other = await createJob(world.organization.id, { title: "Other" });
    // on the managed job: the oldest 50 match best (the word thrice), then 2,000 plain matches; on
    // a job the hiring manager does not manage, 100 newer ones
    const add = (jobId: number, count: number, name: string) =>
      ownerDb.$executeRaw`
        WITH people AS (
          INSERT INTO candidates (organization_id, name, email)
          SELECT ${world.organization.id}, ${name}, 'cap-' || gen_random_uuid() || '@example.test' FROM generate_series(1, ${count}::int) RETURNING id, name)
        INSERT INTO applications (organization_id, job_id, candidate_id, current_stage_id, candidate_name, status)
        SELECT ${world.organization.id}, ${jobId}, p.id, (SELECT id FROM stages WHERE job_id = ${jobId} ORDER BY position LIMIT 1), p.name, 'active'
          FROM people p ORDER BY p.id`;
    await add(managed.id, 50, "Capybara Capybara Capybara");
    await add(managed.id, MAX_RANKED, "Capybara Plain");
    await add(other.id, 100, "Capybara Plain");
    const newest = await ownerDb.application.findMany({ where: { jobId: managed.id }, orderBy: { id: "desc" }, take: MAX_RANKED, select: { candidateId: true } });
    const ranked = newest.map((a) => a.candidateId).sort((a, b) => a - b).slice(0, 20);
    const best = new Set((await ownerDb.application.findMany({ where: { jobId: managed.id }, orderBy: { id: "asc" }, take: 50, select: { candidateId: true } })).map((a) => a.candidateId));
    for (const member of [world.hiring_manager, world.recruiter]) {
      const { walk, index, chosen } = await throughEachPlan(member, "capybara");
      expect(index, member.role).toEqual(walk);
      expect(chosen, member.role).toEqual(walk);
      // none of the 50 best: they are older than the newest 2,000 the caller may see
      expect(walk.filter((m) => best.has(m.candidateId)), member.role).toEqual([]);
      expect(walk, member.role).toHaveLength(20);
    }
    // the hiring manager's 2,000 are the managed job's newest: they rank alike, so by candidate id
    expect((await throughEachPlan(world.hiring_manager, "capybara")).index.map((m) => m.candidateId)).toEqual(ranked);
  });
});
