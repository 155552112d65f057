import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { advanceClock, nowMs, resetClock, setClock } from "@/lib/clock";
import { ownerDb } from "@/lib/db/owner";
import { createApplication, createJob } from "@/prisma/factories";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

// docs/decisions/256: every report carries a weak ETag of its content (less the stage means the
// clock moves, plus the hour); If-None-Match naming the current one is answered 304 without a body
// (every call here is also checked against the OpenAPI document, 304 included).
const { call } = withApi();

// The tag changes on the hour, so each test stops the clock at half past the coming hour: after
// every row it writes, and half an hour from either edge of the hour. The last test moves it.
const HOUR_MS = 3_600_000;
const halfPastTheComingHour = () => new Date(Math.ceil(Date.now() / HOUR_MS) * HOUR_MS + HOUR_MS / 2);

const get = (key: string, query: string, held?: string) =>
  call("GET", `/api/reports?${query}`, { key, headers: held === undefined ? {} : { "if-none-match": held } });

describe("report entity tags", () => {
  beforeEach(() => setClock(halfPastTheComingHour()));
  afterEach(() => resetClock());

  it("answers 304 while the figures are the same and 200 with a new tag once they change", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id, { status: "open" });
    const application = await createApplication(job);

    const first = await get(world.admin.key, "range=all");
    expect(first.status).toBe(200);
    const tag = first.headers.get("etag")!;
    expect(tag).toMatch(/^W\/"[0-9a-f]{32}"$/);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");

    const again = await get(world.admin.key, "range=all", tag);
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    expect(again.headers.get("etag")).toBe(tag);
    expect(again.headers.get("cache-control")).toBe("private, no-cache");
    // still counted against the caller's limit like any request
    expect(again.headers.get("x-ratelimit-remaining")).not.toBeNull();

    // weak comparison (with or without W/), a list, and "*" all name the current answer
    expect((await get(world.admin.key, "range=all", tag.slice(2))).status).toBe(304);
    expect((await get(world.admin.key, "range=all", `"0123", ${tag}`)).status).toBe(304);
    expect((await get(world.admin.key, "range=all", "*")).status).toBe(304);
    // a tag of something else, or a stale one, gets the body
    const other = await get(world.admin.key, "range=all", '"00000000000000000000000000000000"');
    expect(other.status).toBe(200);
    expect(other.body).toEqual(first.body);
    expect(other.headers.get("etag")).toBe(tag);

    // the same figures computed again (the stored answer expired) keep their tag
    await ownerDb.$executeRaw`UPDATE report_cache SET computed_at = computed_at - interval '61 seconds' WHERE organization_id = ${world.organization.id}`;
    expect((await get(world.admin.key, "range=all", tag)).status).toBe(304);

    // a move changes the figures: the old tag gets the new answer and a new tag
    const moved = await call("PATCH", `/api/applications/${application.id}`, { key: world.recruiter.key, body: { currentStageId: job.stages[1].id } });
    expect(moved.status).toBe(200);
    const changed = await get(world.admin.key, "range=all", tag);
    expect(changed.status).toBe(200);
    expect(changed.body.jobs[0].stages[1].count).toBe(1);
    expect(changed.headers.get("etag")).not.toBe(tag);
    expect((await get(world.admin.key, "range=all", changed.headers.get("etag")!)).status).toBe(304);
  });

  it("keeps the tag when only the clock moved a stage's mean days", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id, { status: "open" });
    const waiting = await createApplication(job, { createdAt: new Date(nowMs() - 86_400_000) });
    const first = await get(world.admin.key, "range=all");
    const tag = first.headers.get("etag")!;
    expect(first.body.jobs[0].stages[0].avgDaysInStage).toBe(1);

    // two more days in the stage, as the clock would add them (no change was made, nothing audited)
    await ownerDb.$executeRaw`UPDATE stage_visits SET entered_at = entered_at - interval '2 days' WHERE application_id = ${waiting.id} AND left_at IS NULL`;
    await ownerDb.$executeRaw`UPDATE report_cache SET computed_at = computed_at - interval '61 seconds' WHERE organization_id = ${world.organization.id}`;
    const recomputed = await get(world.admin.key, "range=all");
    expect(recomputed.status).toBe(200);
    expect(recomputed.body.jobs[0].stages[0].avgDaysInStage).toBe(3);
    expect(recomputed.headers.get("etag")).toBe(tag);
    expect((await get(world.admin.key, "range=all", tag)).status).toBe(304);
  });

  it("keeps the tag up to 59:59 and takes a new one in the next hour, the figures unchanged", async () => {
    const world = await createWorld();
    // applied at the clock's time, so its days in the stage stay under 0.05 (shown as 0) throughout
    await createApplication(await createJob(world.organization.id, { status: "open" }), { createdAt: new Date(nowMs()) });
    const first = await get(world.admin.key, "range=all");
    const tag = first.headers.get("etag")!;

    // 59:59: the stored answer expired (older than a minute) and the same figures keep their tag
    advanceClock(HOUR_MS / 2 - 1000);
    expect(new Date(nowMs()).toISOString()).toMatch(/:59:59\.000Z$/);
    expect((await get(world.admin.key, "range=all", tag)).status).toBe(304);

    // a minute into the next hour: computed again, a new tag for the same figures
    advanceClock(61_000);
    const next = await get(world.admin.key, "range=all", tag);
    expect(next.status).toBe(200);
    expect(next.body).toEqual(first.body);
    expect(next.headers.get("etag")).not.toBe(tag);
  });

  it("never answers 304 to a caller whose report differs, nor for a job they cannot see", async () => {
    const world = await createWorld();
    const managed = await createJob(world.organization.id, { title: "Managed", status: "open", hiringManagerIds: [world.hiring_manager.id] });
    const unmanaged = await createJob(world.organization.id, { title: "Unmanaged", status: "open" });
    await createApplication(managed);
    await createApplication(unmanaged);

    const admin = await get(world.admin.key, "range=30d");
    const adminTag = admin.headers.get("etag")!;
    // a recruiter sees the same organization-wide report, so the same tag is current for them
    expect((await get(world.recruiter.key, "range=30d", adminTag)).status).toBe(304);
    // a hiring manager's report covers their job only: the admin's tag gets their own answer
    const manager = await get(world.hiring_manager.key, "range=30d", adminTag);
    expect(manager.status).toBe(200);
    expect(manager.body.totals.applications).toBe(1);
    expect(manager.headers.get("etag")).not.toBe(adminTag);
    // another organization with the same figures would have the same tag: it is a tag of content;
    // a job outside the caller's view stays 404 whatever they hold
    const hidden = await get(world.hiring_manager.key, `jobId=${unmanaged.id}`, "*");
    expect(hidden.status).toBe(404);
    expect(hidden.headers.get("etag")).toBeNull();
  });

  it("answers a 304 from a fresh computation too, and 401 without credentials whatever is held", async () => {
    const world = await createWorld();
    await createApplication(await createJob(world.organization.id, { status: "open" }));
    const first = await get(world.admin.key, "range=90d");
    const tag = first.headers.get("etag")!;
    await ownerDb.reportCacheEntry.deleteMany({ where: { organizationId: world.organization.id } });
    expect((await get(world.admin.key, "range=90d", tag)).status).toBe(304);
    const anonymous = await call("GET", "/api/reports?range=90d", { headers: { "if-none-match": tag } });
    expect(anonymous.status).toBe(401);
  });
});
