import { afterEach, describe, expect, it } from "vitest";
import { asOwner, ownerDb } from "@/lib/db/owner";
import { acceptedStaleness, MAX_STALE_LIMIT_SECONDS, pruneAnalyticsAnswers } from "@/lib/server/analytics/answer-cache";
import { refreshAnalyticsAnswer, type RefreshJob } from "@/lib/server/analytics/dashboard-answers";
import { createApiKey, createApplication, createJob, createUser } from "@/prisma/factories";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

// docs/decisions/520: the metrics, funnel and trends keep their answers for callers who see every
// job. The factories write applications without an audit entry, which no request path does: they
// show which answer was served. `Age` marks an answer from the store.
const { call } = withApi();

type Trends = { period: { from: string; to: string }; weeks: { applications: number }[] };
const STALE = { "cache-control": "max-stale=600" };

async function trends(key: string, query: string, headers: Record<string, string> = {}) {
  const res = await call<Trends>("GET", `/api/reports/trends?${query}`, { key, headers });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const applications = res.body.weeks.reduce((sum, week) => sum + week.applications, 0);
  return { applications, age: res.headers.get("age"), status: res.headers.get("cache-status"), period: res.body.period };
}

const refreshJobs = (orgId: number) =>
  ownerDb.$queryRaw<{ id: string; data: RefreshJob }[]>`
    SELECT id::text, data FROM pgboss.job WHERE name = 'analytics-refresh' AND (data->'caller'->>'orgId')::int = ${orgId} ORDER BY created_on`;

async function world() {
  const w = await createWorld("Kept Answers");
  const job = await createJob(w.organization.id, { status: "open" });
  await createApplication(job);
  return { ...w, job, query: `jobId=${job.id}` };
}

// The refreshes these tests queue are run here by hand or not at all; left queued, a later file's
// queue workers in this worker's database would run them inside that file's measurements
// (tests/caller-switches.test.ts counts every statement of the process).
afterEach(async () => {
  await ownerDb.$executeRaw`DELETE FROM pgboss.job WHERE name = 'analytics-refresh'`;
});

describe("kept analytics answers", () => {
  it("serves a caller who sees every job the kept answer until an audited change", async () => {
    const w = await world();
    expect(await trends(w.admin.key, w.query)).toMatchObject({ applications: 1, age: null });

    // written behind the API's back: the kept answer is served, with its age
    const quiet = await createApplication(w.job);
    const again = await trends(w.admin.key, w.query);
    expect(again.applications).toBe(1);
    expect(Number(again.age)).toBeGreaterThanOrEqual(0);
    expect(Number(again.age)).toBeLessThanOrEqual(60);
    expect(again.status).toBe(`hiring-analytics; hit; ttl=${60 - Number(again.age)}`);
    // a recruiter holds other permissions: an answer of their own
    expect(await trends(w.recruiter.key, w.query)).toMatchObject({ applications: 2, age: null });

    // any audited change in the organization makes the next answer fresh
    const moved = await call("PATCH", `/api/applications/${quiet.id}`, { key: w.recruiter.key, body: { currentStageId: w.job.stages[1].id } });
    expect(moved.status).toBe(200);
    expect(await trends(w.admin.key, w.query)).toMatchObject({ applications: 2, age: null });
  });

  it("keeps a hiring manager's answer as theirs alone and never serves it stale", async () => {
    const w = await world();
    const managed = await call("PATCH", `/api/jobs/${w.job.id}`, { key: w.admin.key, body: { hiringManagerIds: [w.hiring_manager.id] } });
    expect(managed.status, JSON.stringify(managed.body)).toBe(200);
    expect(await trends(w.hiring_manager.key, w.query, STALE)).toMatchObject({ applications: 1, age: null });
    await createApplication(w.job);
    // current (nothing audited since): kept, for them alone
    expect((await trends(w.hiring_manager.key, w.query, STALE)).applications).toBe(1);
    expect((await trends(w.hiring_manager.key, w.query)).age).not.toBeNull();
    expect(await trends(w.admin.key, w.query, STALE)).toMatchObject({ applications: 2, age: null });
    expect(await trends(w.hiring_manager.key, "", STALE)).toMatchObject({ applications: 2, age: null });
    // another hiring manager, with the same permissions and none of the jobs: not the first one's answer
    const other = await createApiKey(await createUser(w.organization.id, { role: "hiring_manager" }));
    expect(await trends(other.plaintext, "", STALE)).toMatchObject({ applications: 0, age: null });
    // who manages the job changed (audited): the job is not theirs any more, a 404 and not the kept
    // answer, whatever the request accepts
    const unmanaged = await call("PATCH", `/api/jobs/${w.job.id}`, { key: w.admin.key, body: { hiringManagerIds: [] } });
    expect(unmanaged.status).toBe(200);
    expect((await call("GET", `/api/reports/trends?${w.query}`, { key: w.hiring_manager.key, headers: STALE })).status).toBe(404);
    // with no job filter: what they see now (nothing), not the kept answer
    expect(await trends(w.hiring_manager.key, "", STALE)).toMatchObject({ applications: 0, age: null });
    expect(await refreshJobs(w.organization.id)).toHaveLength(0);
  });

  // as the API's default period (up to now), and as the reports screen asks: up to the next whole minute
  it.each([
    ["up to now", ""],
    ["up to the next minute", `&to=${new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 60_000).toISOString()}`],
  ])("serves an older answer to a request that accepts it, and queues one refresh that stores the current one (%s)", async (_name, end) => {
    const base = await world();
    const w = { ...base, query: `${base.query}${end}` };
    expect((await trends(w.admin.key, w.query)).applications).toBe(1);
    const second = await call("POST", `/api/public/orgs/${w.organization.slug}/jobs/${w.job.slug}/apply`, { body: { name: "Second Applicant", email: "second.applicant@example.com" } });
    expect(second.status, JSON.stringify(second.body)).toBe(201);

    // the change was audited: without max-stale the answer is computed again; with it, the kept one
    const stale = await trends(w.admin.key, w.query, STALE);
    expect(stale.applications).toBe(1);
    expect(stale.age).not.toBeNull();
    // served stale: a negative ttl, which the screen reads as "as of"
    expect(stale.status).toMatch(/^hiring-analytics; hit; ttl=-[1-9][0-9]*$/);
    expect(await trends(w.admin.key, w.query, STALE)).toMatchObject({ applications: 1 });
    // two stale reads, one refresh queued
    const jobs = await refreshJobs(w.organization.id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0].data).toMatchObject({ endpoint: "trends", filters: { jobId: w.job.id }, sliding: true, caller: { userId: w.admin.id } });

    await asOwner(() => refreshAnalyticsAnswer(jobs[0].data));
    expect(await ownerDb.analyticsAnswer.count({ where: { organizationId: w.organization.id } })).toBe(1);
    // the refreshed answer is current: served from the store without max-stale, and it counts both
    const current = await trends(w.admin.key, w.query);
    expect(current.applications).toBe(2);
    expect(current.status).toMatch(/^hiring-analytics; hit; ttl=[0-9]+$/);
    expect(new Date(current.period.to).getTime()).toBeGreaterThanOrEqual(new Date(stale.period.to).getTime());
  });

  it("serves the stale answer even when its refresh cannot be queued, and queues it on a later read", async () => {
    const w = await world();
    expect((await trends(w.admin.key, w.query)).applications).toBe(1);
    const moved = await call("PATCH", `/api/applications/${(await createApplication(w.job)).id}`, { key: w.recruiter.key, body: { currentStageId: w.job.stages[1].id } });
    expect(moved.status).toBe(200);
    // the app's role may not write to the queue's table for a moment (this file's database is its own)
    const [{ table }] = await ownerDb.$queryRaw<{ table: string }[]>`SELECT table_name AS table FROM pgboss.queue WHERE name = 'analytics-refresh'`;
    await ownerDb.$executeRawUnsafe(`REVOKE INSERT ON pgboss."${table}" FROM hiring_app`);
    try {
      expect(await trends(w.admin.key, w.query, STALE)).toMatchObject({ applications: 1 });
    } finally {
      await ownerDb.$executeRawUnsafe(`GRANT INSERT ON pgboss."${table}" TO hiring_app`);
    }
    expect(await refreshJobs(w.organization.id)).toHaveLength(0);
    // the claim lapses after a minute: the next stale read queues the refresh
    await ownerDb.$executeRaw`UPDATE analytics_answers SET refresh_claimed_at = refresh_claimed_at - interval '61 seconds' WHERE organization_id = ${w.organization.id}`;
    expect(await trends(w.admin.key, w.query, STALE)).toMatchObject({ applications: 1 });
    expect(await refreshJobs(w.organization.id)).toHaveLength(1);
  });

  it("serves nothing older than a minute plus the staleness accepted, and caps what a request may accept", async () => {
    const w = await world();
    await trends(w.admin.key, w.query);
    await createApplication(w.job);
    const age = async (seconds: number) =>
      ownerDb.$executeRaw`UPDATE analytics_answers SET computed_at = now() - make_interval(secs => ${seconds}), period_to = now() - make_interval(secs => ${seconds}) WHERE organization_id = ${w.organization.id}`;
    await age(600);
    expect(await trends(w.admin.key, w.query, { "cache-control": "max-stale=600" })).toMatchObject({ applications: 1 });
    expect(await trends(w.admin.key, w.query, { "cache-control": "max-stale=500" })).toMatchObject({ applications: 2, age: null });

    await createApplication(w.job);
    await age(MAX_STALE_LIMIT_SECONDS + 61);
    expect(await trends(w.admin.key, w.query, { "cache-control": "max-stale=100000" })).toMatchObject({ applications: 3, age: null });
  });

  it("answers a period that ended before only with an answer of that period", async () => {
    const w = await world();
    const to = new Date(Date.now() - 3_600_000);
    await createApplication(w.job, { createdAt: new Date(to.getTime() - 86_400_000) });
    const period = (end: Date) => `${w.query}&from=${new Date(end.getTime() - 30 * 86_400_000).toISOString()}&to=${end.toISOString()}`;
    expect(await trends(w.admin.key, period(to))).toMatchObject({ applications: 1, age: null });
    await createApplication(w.job, { createdAt: new Date(to.getTime() - 86_400_000) });
    expect((await trends(w.admin.key, period(to))).age).not.toBeNull();
    // thirty seconds later is another period: computed, although the kept answer is current
    expect(await trends(w.admin.key, period(new Date(to.getTime() + 30_000)), STALE)).toMatchObject({ applications: 2, age: null });
  });

  it("keeps the metrics and the funnel per filter, and a deleted job is a 404 again", async () => {
    const w = await world();
    const funnel = (query: string) => call("GET", `/api/reports/funnel?${query}`, { key: w.admin.key, headers: STALE });
    expect((await funnel(w.query)).headers.get("age")).toBeNull();
    expect((await funnel(w.query)).headers.get("age")).not.toBeNull();
    // grouped is another answer
    expect((await funnel(`${w.query}&groupBy=source`)).headers.get("age")).toBeNull();
    const metrics = await call("GET", `/api/reports/metrics?${w.query}`, { key: w.admin.key });
    expect(metrics.headers.get("age")).toBeNull();
    expect((await call("GET", `/api/reports/metrics?${w.query}`, { key: w.admin.key })).body).toEqual(metrics.body);

    await ownerDb.job.delete({ where: { id: w.job.id } });
    expect((await funnel(w.query)).status).toBe(404);
    expect((await call("GET", `/api/reports/metrics?${w.query}`, { key: w.admin.key, headers: STALE })).status).toBe(404);
  });

  it("reads max-stale as RFC 9111 writes it", () => {
    const staleness = (value: string | null) => acceptedStaleness(new Request("http://x/", value === null ? {} : { headers: { "cache-control": value } }));
    expect(staleness(null)).toBe(0);
    expect(staleness("no-cache")).toBe(0);
    expect(staleness("max-stale=120")).toBe(120);
    expect(staleness('max-age=0, max-stale="45"')).toBe(45);
    expect(staleness("Max-Stale=30")).toBe(30);
    expect(staleness("max-stale")).toBe(MAX_STALE_LIMIT_SECONDS);
    expect(staleness("max-stale=99999")).toBe(MAX_STALE_LIMIT_SECONDS);
    expect(staleness("max-stale=-5")).toBe(0);
    expect(staleness("max-stale=ten")).toBe(0);
  });

  it("drops answers nobody asked for within a day", async () => {
    const w = await world();
    await trends(w.admin.key, w.query);
    await trends(w.admin.key, `${w.query}&source=referral`);
    await ownerDb.$executeRaw`UPDATE analytics_answers SET computed_at = now() - interval '25 hours' WHERE organization_id = ${w.organization.id} AND key LIKE '%referral%'`;
    await asOwner(() => pruneAnalyticsAnswers());
    expect(await ownerDb.analyticsAnswer.count({ where: { organizationId: w.organization.id } })).toBe(1);
  });
});
