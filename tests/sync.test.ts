import pg from "pg";
import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { createApplication, createCandidate, createJob } from "@/prisma/factories";
import { createReviewRequest } from "@/prisma/factories/review-request";
import { invalidRequest } from "./support/errors";
import { eventually } from "./support/eventually";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

// Sync reads (docs/decisions/150, 151): updatedAt, GET /api/applications
// with updatedSince and cursor, candidateId on board rows, GET /api/candidates/{id}.
const { call } = withApi();

type Row = { id: number; jobId: number; candidateId: number; currentStageId: number; status: string; updatedAt: string };
type Page = { applications: Row[]; page: { limit: number; offset: number; total: number; nextCursor: string | null } };

async function list(key: string, query = ""): Promise<Page> {
  const res = await call<Page>("GET", `/api/applications${query ? `?${query}` : ""}`, { key });
  expect(res.status, query).toBe(200);
  return res.body;
}

// Every row by cursor paging, in the order served.
async function pageThrough(key: string, limit: number, filters = "") {
  const rows: Row[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const query: string = [`limit=${limit}`, filters, cursor ? `cursor=${cursor}` : ""].filter(Boolean).join("&");
    const body = await list(key, query);
    rows.push(...body.applications);
    cursor = body.page.nextCursor;
    pages++;
  } while (cursor);
  return { rows, pages };
}

// The frontier is shared by the whole test database: another test file's transaction in flight
// holds rows back for a moment, so a read expected to show a row may be repeated briefly.
const until = <T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> =>
  eventually(async () => {
    const value = await read();
    return done(value) && value;
  }, 5000, "the rows to show");

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

async function syncSetup() {
  const world = await createWorld("Sync Org");
  const managed = await createJob(world.organization.id, { title: "Managed", hiringManagerIds: [world.hiring_manager.id] });
  const other = await createJob(world.organization.id, { title: "Other" });
  const ada = await createCandidate(world.organization.id, { name: "Ada Lovelace", email: "ada@sync.example" });
  const adaManaged = await createApplication(managed, { candidate: ada, createdAt: new Date("2026-10-01T00:00:00.000Z") });
  const adaOther = await createApplication(other, { candidate: ada, stageIndex: 2 });
  const bob = await createApplication(managed, { candidateName: "Bob Stone", status: "rejected", stageIndex: 1 });
  const cy = await createApplication(other, { candidateName: "Cy Young" });
  await createReviewRequest(cy, world.interviewer);
  await createReviewRequest(cy, world.hiring_manager);
  return { world, managed, other, ada, adaManaged, adaOther, bob, cy };
}

describe("GET /api/applications", () => {
  it("lists every visible application across jobs, oldest change first, with candidateId, jobId and updatedAt", async () => {
    const { world, managed, other, ada, adaManaged, adaOther, bob, cy } = await syncSetup();
    const body = await until(() => list(world.recruiter.key), (b) => b.applications.length === 4);
    const stored = await ownerDb.application.findMany({ where: { organizationId: world.organization.id } });
    const expected = stored
      .map((a) => ({ id: a.id, updatedAt: a.updatedAt.toISOString() }))
      .sort((a, b) => a.updatedAt.localeCompare(b.updatedAt) || a.id - b.id);
    expect(body.applications.map((r) => ({ id: r.id, updatedAt: r.updatedAt }))).toEqual(expected);
    expect(body.page).toEqual({ limit: 50, offset: 0, total: 4, nextCursor: null });
    expect(body.applications.find((r) => r.id === adaOther.id)).toEqual({
      id: adaOther.id,
      candidateId: ada.id,
      currentStageId: other.stages[2].id,
      coverLetter: null,
      status: "active",
      createdAt: adaOther.createdAt.toISOString(),
      updatedAt: adaOther.updatedAt.toISOString(),
      name: "Ada Lovelace",
      email: "ada@sync.example",
      phone: null,
      resumeUrl: null,
      rejectionReasonId: null,
      source: null,
      jobId: other.id,
    });
    // the review requests moved cy's stamp past the factory's
    const cyStored = stored.find((a) => a.id === cy.id)!;
    expect(cyStored.updatedAt.getTime()).toBeGreaterThan(cy.updatedAt.getTime());

    const only = async (query: string) => ids((await list(world.admin.key, query)).applications).sort((a, b) => a - b);
    expect(await only(`jobId=${managed.id}`)).toEqual([adaManaged.id, bob.id].sort((a, b) => a - b));
    expect(await only(`status=rejected`)).toEqual([bob.id]);
    expect(await only(`stageId=${other.stages[2].id}`)).toEqual([adaOther.id]);
    expect(await only(`q=LOVELACE`)).toEqual([adaManaged.id, adaOther.id].sort((a, b) => a - b));
    expect(await only(`q=sync.example&jobId=${other.id}`)).toEqual([adaOther.id]);
    expect(await only(`jobId=99999999999`)).toEqual([]);
  });

  it("takes updatedSince inclusively, to the millisecond", async () => {
    const { world, bob } = await syncSetup();
    const all = (await until(() => list(world.admin.key), (b) => b.applications.length === 4)).applications;
    const pivot = all[2];
    const since = (await list(world.admin.key, `updatedSince=${encodeURIComponent(pivot.updatedAt)}`)).applications;
    expect(ids(since)).toEqual(ids(all.slice(2)));
    const justAfter = new Date(new Date(pivot.updatedAt).getTime() + 1).toISOString();
    expect(ids((await list(world.admin.key, `updatedSince=${justAfter}`)).applications)).toEqual(ids(all.slice(3)));
    // the same instant written with an offset
    const shifted = new Date(pivot.updatedAt).getTime() + 2 * 3600_000;
    const withOffset = new Date(shifted).toISOString().replace("Z", "+02:00");
    expect(ids((await list(world.admin.key, `updatedSince=${encodeURIComponent(withOffset)}`)).applications)).toEqual(ids(all.slice(2)));

    // a move is a change: the row comes again, now last
    const moved = await call("PATCH", `/api/applications/${bob.id}`, { key: world.admin.key, body: { status: "active" } });
    expect(moved.status).toBe(200);
    const after = (await until(() => list(world.admin.key, `updatedSince=${justAfter}`), (b) => b.applications.some((r) => r.id === bob.id)))
      .applications;
    expect(after.at(-1)).toMatchObject({ id: bob.id, status: "active", updatedAt: moved.body.application.updatedAt });
  });

  it("pages by cursor: every row exactly once, in order, and a row changed meanwhile comes again at the end", async () => {
    const world = await createWorld("Cursor Org");
    const job = await createJob(world.organization.id);
    for (let i = 0; i < 23; i++) await createApplication(job, { candidateName: `Person ${i}` });
    const all = (await until(() => list(world.recruiter.key, "limit=100"), (b) => b.applications.length === 23)).applications;

    const { rows, pages } = await pageThrough(world.recruiter.key, 5);
    expect(pages).toBe(5);
    expect(ids(rows)).toEqual(ids(all));
    expect(new Set(ids(rows)).size).toBe(23);

    const first = await list(world.recruiter.key, "limit=5");
    expect(first.page).toMatchObject({ limit: 5, offset: 0, total: 23, nextCursor: expect.any(String) });
    const changed = first.applications[1];
    const moved = await call("PATCH", `/api/applications/${changed.id}`, { key: world.recruiter.key, body: { currentStageId: job.stages[1].id } });
    expect(moved.status).toBe(200);
    await until(() => list(world.recruiter.key, `updatedSince=${moved.body.application.updatedAt}`), (b) => b.applications.length === 1);
    const rest: Row[] = [];
    let cursor = first.page.nextCursor;
    while (cursor) {
      const body = await list(world.recruiter.key, `limit=5&cursor=${cursor}`);
      rest.push(...body.applications);
      cursor = body.page.nextCursor;
    }
    expect(ids(rest)).toEqual([...ids(all.slice(5)), changed.id]);
    expect(rest.at(-1)).toMatchObject({ id: changed.id, currentStageId: job.stages[1].id });
  });

  it("orders by sort for a screen: newest application or latest change first, paged by offset; the default stays the sync order", async () => {
    const world = await createWorld("Sort Org");
    const job = await createJob(world.organization.id);
    // applied on three days, the oldest changed last
    const old = await createApplication(job, { candidateName: "Olive Old", createdAt: new Date("2026-09-01T00:00:00.000Z") });
    const middle = await createApplication(job, { candidateName: "Mia Middle", createdAt: new Date("2026-09-02T00:00:00.000Z") });
    const newest = await createApplication(job, { candidateName: "Nell Newest", createdAt: new Date("2026-09-03T00:00:00.000Z") });
    await ownerDb.application.update({ where: { id: old.id }, data: { coverLetter: "changed" } });
    await until(() => list(world.admin.key), (b) => b.applications.length === 3);
    const stored = await ownerDb.application.findMany({ where: { organizationId: world.organization.id } });
    const byChange = stored.sort((a, b) => a.updatedAt.getTime() - b.updatedAt.getTime() || a.id - b.id).map((a) => a.id);
    expect(ids((await list(world.admin.key)).applications)).toEqual(byChange);
    expect(ids((await list(world.admin.key, "sort=updatedAt")).applications)).toEqual(byChange);
    expect(ids((await list(world.admin.key, "sort=-updatedAt")).applications)).toEqual([...byChange].reverse());
    expect(ids((await list(world.admin.key, "sort=createdAt")).applications)).toEqual([old.id, middle.id, newest.id]);
    const first = await list(world.admin.key, "sort=-createdAt&limit=2");
    expect(ids(first.applications)).toEqual([newest.id, middle.id]);
    // no cursor in another order: the next page is by offset
    expect(first.page).toEqual({ limit: 2, offset: 0, total: 3, nextCursor: null });
    expect(ids((await list(world.admin.key, "sort=-createdAt&limit=2&offset=2")).applications)).toEqual([old.id]);

    const cursor = (await list(world.admin.key, "limit=1")).page.nextCursor;
    for (const query of ["sort=newest", "sort=created_at", `sort=-createdAt&cursor=${cursor}`]) {
      const res = await call("GET", `/api/applications?${query}`, { key: world.admin.key });
      expect(res.status, query).toBe(400);
      expect(res.body, query).toEqual(invalidRequest(res.body));
    }
  });

  it("continues from the cursor of an offset page, and refuses a cursor with an offset or a made-up cursor", async () => {
    const world = await createWorld("Cursor Input Org");
    const job = await createJob(world.organization.id);
    for (let i = 0; i < 6; i++) await createApplication(job);
    const all = (await until(() => list(world.admin.key), (b) => b.applications.length === 6)).applications;
    const second = await list(world.admin.key, "limit=2&offset=2");
    expect(ids(second.applications)).toEqual(ids(all.slice(2, 4)));
    const next = await list(world.admin.key, `limit=10&cursor=${second.page.nextCursor}`);
    expect(ids(next.applications)).toEqual(ids(all.slice(4)));
    expect(next.page).toEqual({ limit: 10, offset: 0, total: 6, nextCursor: null });

    for (const query of [
      `cursor=${second.page.nextCursor}&offset=2`,
      "cursor=not-a-cursor",
      `cursor=${Buffer.from("2:1:1").toString("base64url")}`,
      `cursor=${Buffer.from("1:1:0").toString("base64url")}`,
      "updatedSince=yesterday",
      "updatedSince=2026-11-01T10:00:00",
      "jobId=abc",
      "status=archived",
      "limit=0",
    ]) {
      const res = await call("GET", `/api/applications?${query}`, { key: world.admin.key });
      expect(res.status, query).toBe(400);
      expect(res.body, query).toEqual(invalidRequest(res.body));
    }
  });

  it("shows each role exactly what it may see: interviewers only what they were asked to review", async () => {
    const { world, adaManaged, adaOther, bob, cy } = await syncSetup();
    const foreign = await createWorld("Foreign Sync Org");
    const foreignJob = await createJob(foreign.organization.id);
    await createApplication(foreignJob);
    const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
    const expected = {
      admin: [adaManaged.id, adaOther.id, bob.id, cy.id],
      recruiter: [adaManaged.id, adaOther.id, bob.id, cy.id],
      hiring_manager: [adaManaged.id, bob.id, cy.id],
      interviewer: [cy.id],
    } as const;
    for (const role of ["admin", "recruiter", "hiring_manager", "interviewer"] as const) {
      const body = await until(() => list(world[role].key), (b) => b.applications.length === expected[role].length);
      expect(sorted(ids(body.applications)), role).toEqual(sorted([...expected[role]]));
      expect(body.page.total, role).toBe(expected[role].length);
      const paged = await pageThrough(world[role].key, 1);
      expect(sorted(ids(paged.rows)), role).toEqual(sorted([...expected[role]]));
    }
    // the interviewer, asked now, finds the application by updatedSince from before the request
    const before = (await list(world.interviewer.key)).applications[0].updatedAt;
    await createReviewRequest(bob, world.interviewer);
    const found = await until(() => list(world.interviewer.key, `updatedSince=${before}`), (b) => b.applications.length === 2);
    expect(ids(found.applications).sort()).toEqual([bob.id, cy.id].sort());
  });

  it("leaves rows stamped while an earlier writer is still open for the next read, so nothing committed later is skipped", async () => {
    const world = await createWorld("Frontier Org");
    const job = await createJob(world.organization.id);
    // two jobs: writes in one job queue on the job's row until they commit (the report's buckets,
    // docs/decisions/200), so the open writer would hold the PATCH back instead of racing it
    const otherJob = await createJob(world.organization.id);
    const slow = await createApplication(otherJob, { candidateName: "Slow" });
    const fast = await createApplication(job, { candidateName: "Fast" });
    const settled = await until(() => list(world.admin.key), (b) => b.applications.length === 2);
    const watermark = settled.applications.at(-1)!.updatedAt;

    const writer = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await writer.connect();
    try {
      // slow stamps first and commits last
      await writer.query("BEGIN");
      await writer.query("UPDATE applications SET status = 'rejected' WHERE id = $1", [slow.id]);
      const moved = await call("PATCH", `/api/applications/${fast.id}`, { key: world.admin.key, body: { currentStageId: job.stages[1].id } });
      expect(moved.status).toBe(200);
      // a client trusting fast's stamp as its watermark would never see slow's change: fast waits too
      const during = await list(world.admin.key, `updatedSince=${watermark}`);
      expect(ids(during.applications)).not.toContain(fast.id);
      expect(ids(during.applications)).not.toContain(slow.id);
      await writer.query("COMMIT");
    } finally {
      await writer.end();
    }
    const after = await until(() => list(world.admin.key, `updatedSince=${watermark}`), (b) => b.applications.length >= 2);
    expect(after.applications.map((r) => [r.id, r.status])).toEqual([
      [slow.id, "rejected"],
      [fast.id, "active"],
    ]);
  });

  it("cursor paging sees every row while rows are being updated, and the mirror ends equal to the database", async () => {
    const world = await createWorld("Busy Org");
    const job = await createJob(world.organization.id);
    const created: { id: number }[] = [];
    for (let i = 0; i < 30; i++) created.push(await createApplication(job, { candidateName: `Busy ${i}` }));

    // four writers, each stamping a row and committing 0-40 ms later, so commits overtake stamps
    let writing = true;
    let updates = 0;
    const writers = Array.from({ length: 4 }, async (_, w) => {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      try {
        for (let n = 0; writing; n++) {
          const target = created[(n * 7 + w * 11) % created.length];
          const stage = job.stages[(n + w) % job.stages.length];
          await client.query("BEGIN");
          await client.query("UPDATE applications SET current_stage_id = $1 WHERE id = $2", [stage.id, target.id]);
          await client.query("SELECT pg_sleep($1)", [((n * 13 + w * 17) % 40) / 1000]);
          await client.query("COMMIT");
          updates++;
        }
      } finally {
        await client.end();
      }
    });

    // the client: pages by cursor (limit 5); at the end of a pass it continues from updatedSince
    const mirror = new Map<number, Row>();
    let since: string | null = null;
    let pages = 0;
    const keep = (row: Row) => {
      const known = mirror.get(row.id);
      if (!known || known.updatedAt <= row.updatedAt) mirror.set(row.id, row);
    };
    const pass = async () => {
      let cursor: string | null = null;
      do {
        const query: string = ["limit=5", cursor ? `cursor=${cursor}` : since ? `updatedSince=${since}` : ""].filter(Boolean).join("&");
        const body = await list(world.admin.key, query);
        for (const row of body.applications) {
          keep(row);
          if (!since || row.updatedAt > since) since = row.updatedAt;
        }
        cursor = body.page.nextCursor;
        pages++;
      } while (cursor);
    };
    // however slow the machine: at least 60 pages read while at least 120 updates committed
    while (pages < 60 || updates < 120) await pass();
    writing = false;
    await Promise.all(writers);

    const stored = async () =>
      (await ownerDb.application.findMany({ where: { jobId: job.id }, orderBy: { id: "asc" } })).map((a) => ({
        id: a.id,
        currentStageId: a.currentStageId,
        updatedAt: a.updatedAt.toISOString(),
      }));
    const final = await stored();
    const mirrored = () => [...mirror.values()].sort((a, b) => a.id - b.id).map(({ id, currentStageId, updatedAt }) => ({ id, currentStageId, updatedAt }));
    // rows held back by a transaction still in flight elsewhere show on a later pass
    await eventually(async () => {
      if (JSON.stringify(mirrored()) === JSON.stringify(final)) return true;
      await pass();
      return false;
    }, 10_000, "the mirror to match the table");
    expect(mirror.size).toBe(30);
    expect(mirrored()).toEqual(final);
  }, 120_000);
});

describe("GET /api/jobs?updatedSince", () => {
  it("lists jobs changed at or after the time, and a hiring manager change is a change of the job", async () => {
    const world = await createWorld("Job Sync Org");
    const older = await createJob(world.organization.id, { title: "Older" });
    const newer = await createJob(world.organization.id, { title: "Newer" });
    const jobsSince = async (since: Date | string) => {
      const res = await call("GET", `/api/jobs?updatedSince=${encodeURIComponent(typeof since === "string" ? since : since.toISOString())}`, { key: world.admin.key });
      expect(res.status).toBe(200);
      return res.body as { jobs: { id: number; updatedAt: string; hiringManagerIds: string[] }[]; page: { total: number } };
    };
    const since = await until(() => jobsSince(newer.updatedAt), (b) => b.jobs.length === 1);
    expect(ids(since.jobs)).toEqual([newer.id]);
    expect(since.page.total).toBe(1);

    const patched = await call("PATCH", `/api/jobs/${older.id}`, { key: world.admin.key, body: { hiringManagerIds: [world.hiring_manager.id] } });
    expect(patched.status).toBe(200);
    expect(new Date(patched.body.job.updatedAt).getTime()).toBeGreaterThan(older.updatedAt.getTime());
    const after = await until(() => jobsSince(patched.body.job.updatedAt), (b) => b.jobs.length === 1);
    expect(after.jobs).toEqual([expect.objectContaining({ id: older.id, updatedAt: patched.body.job.updatedAt, hiringManagerIds: [world.hiring_manager.id] })]);

    // a hiring manager removed by deleting the user changes the job too
    await ownerDb.user.delete({ where: { id: world.hiring_manager.id } });
    const removed = await ownerDb.job.findUniqueOrThrow({ where: { id: older.id } });
    expect(removed.updatedAt.getTime()).toBeGreaterThan(new Date(patched.body.job.updatedAt).getTime());

    // an update that changes nothing keeps the stamp; renaming a stage is not a change of the job
    const same = await call("PATCH", `/api/jobs/${newer.id}`, { key: world.admin.key, body: { title: "Newer" } });
    expect(same.body.job.updatedAt).toBe(newer.updatedAt.toISOString());
    const stage = newer.stages[1];
    expect((await call("PATCH", `/api/stages/${stage.id}`, { key: world.admin.key, body: { name: "Phone screen" } })).status).toBe(200);
    expect((await ownerDb.job.findUniqueOrThrow({ where: { id: newer.id } })).updatedAt).toEqual(newer.updatedAt);

    const bad = await call("GET", "/api/jobs?updatedSince=last-week", { key: world.admin.key });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual(invalidRequest(bad.body));
  });
});

describe("GET /api/candidates/{id}", () => {
  it("answers the candidate with the applications the caller may see, else 404", async () => {
    const { world, managed, other, ada, adaManaged, adaOther, cy } = await syncSetup();
    const res = await call("GET", `/api/candidates/${ada.id}`, { key: world.recruiter.key });
    expect(res.status).toBe(200);
    const stored = await ownerDb.application.findMany({ where: { candidateId: ada.id }, orderBy: { createdAt: "asc" } });
    expect(res.body).toEqual({
      candidate: {
        id: ada.id,
        name: "Ada Lovelace",
        email: "ada@sync.example",
        phone: null,
        resumeUrl: null,
        createdAt: ada.createdAt.toISOString(),
        tags: [],
        canTag: true,
        talentPools: [],
        applications: [
          { id: adaManaged.id, jobId: managed.id, jobTitle: "Managed", status: "active", currentStageId: managed.stages[0].id, stageName: managed.stages[0].name, createdAt: "2026-10-01T00:00:00.000Z", updatedAt: stored[0].updatedAt.toISOString(), feedback: { count: 0, averageScore: null } },
          { id: adaOther.id, jobId: other.id, jobTitle: "Other", status: "active", currentStageId: other.stages[2].id, stageName: other.stages[2].name, createdAt: adaOther.createdAt.toISOString(), updatedAt: stored[1].updatedAt.toISOString(), feedback: { count: 0, averageScore: null } },
        ],
      },
    });

    // the hiring manager sees Ada through the managed job only
    const hm = await call("GET", `/api/candidates/${ada.id}`, { key: world.hiring_manager.key });
    expect(hm.status).toBe(200);
    expect(ids(hm.body.candidate.applications)).toEqual([adaManaged.id]);
    // the interviewer was asked about cy only
    expect((await call("GET", `/api/candidates/${ada.id}`, { key: world.interviewer.key })).status).toBe(404);
    const asked = await call("GET", `/api/candidates/${cy.candidateId}`, { key: world.interviewer.key });
    expect(asked.status).toBe(200);
    expect(ids(asked.body.candidate.applications)).toEqual([cy.id]);
    // a reviewer manages none of cy's applications: no tags for them (decision 350)
    expect(asked.body.candidate).toMatchObject({ tags: [], canTag: false, talentPools: [] });

    const foreign = await createWorld("Foreign Candidate Org");
    for (const [path, key] of [
      [`/api/candidates/${ada.id}`, foreign.admin.key],
      ["/api/candidates/99999999999", world.admin.key],
    ] as const) {
      const missing = await call("GET", path, { key });
      expect(missing.status, path).toBe(404);
      expect(missing.body).toEqual({ error: "Candidate not found", code: "not_found" });
    }
    expect((await call("GET", "/api/candidates/0", { key: world.admin.key })).status).toBe(400);
  });
});
