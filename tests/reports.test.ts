import { describe, expect, it } from "vitest";
import { createApplication, createJob } from "@/prisma/factories";
import { withApi } from "./support/http";
import { invalidRequest } from "./support/errors";
import { createWorld } from "./support/world";

const { call } = withApi();

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

// Monday 00:00 UTC of the week holding `date`, as YYYY-MM-DD.
function mondayOf(date: Date): string {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

// Every week from the one holding `from` to the current one, with the counts given per week.
function expectedSeries(from: Date, created: Date[], hired: Date[]) {
  const weeks: { weekStart: string; applications: number; hired: number }[] = [];
  const last = mondayOf(new Date());
  for (let w = mondayOf(from); w <= last; w = new Date(Date.parse(w) + 7 * DAY).toISOString().slice(0, 10)) {
    weeks.push({
      weekStart: w,
      applications: created.filter((d) => mondayOf(d) === w).length,
      hired: hired.filter((d) => mondayOf(d) === w).length,
    });
  }
  return weeks;
}

describe("GET /api/reports", () => {
  it("counts totals, the previous period, every week and time to hire, for this org only", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id);
    const apps = [
      { createdAt: ago(2), status: "active" as const },
      { createdAt: ago(10), endedAt: ago(8), status: "rejected" as const, stageIndex: 1 },
      { createdAt: ago(20), endedAt: ago(6), status: "hired" as const, stageIndex: 4 }, // 14 days to hire
      { createdAt: ago(25), endedAt: ago(21.5), status: "hired" as const, stageIndex: 4 }, // 3.5 days to hire
      { createdAt: ago(12), endedAt: ago(11), status: "withdrawn" as const },
      { createdAt: ago(40), endedAt: ago(35), status: "hired" as const, stageIndex: 4 }, // previous 30 days
      { createdAt: ago(59), status: "active" as const }, // previous 30 days
      { createdAt: ago(61), endedAt: ago(60), status: "rejected" as const }, // before both 30-day periods
    ];
    for (const data of apps) await createApplication(job, data);
    // another organization's applications on the same days never count
    const other = await createWorld("Other Org");
    const otherJob = await createJob(other.organization.id);
    for (const data of apps) await createApplication(otherJob, data);

    const month = await call("GET", "/api/reports?range=30d", { key: world.recruiter.key });
    expect(month.status).toBe(200);
    expect(month.body.totals).toEqual({ applications: 5, active: 1, rejected: 1, hired: 2, withdrawn: 1 });
    expect(month.body.prev).toEqual({ applications: 2, hired: 1 });
    expect(month.body.avgTimeToHireDays).toBe(8.8); // (14 + 3.5) / 2 = 8.75, one decimal
    const series = expectedSeries(ago(30), [ago(2), ago(10), ago(20), ago(25), ago(12)], [ago(6), ago(21.5)]);
    expect(month.body.series).toEqual(series);
    expect(series.length).toBeGreaterThanOrEqual(5);
    expect(month.body.series.reduce((n: number, w: { applications: number }) => n + w.applications, 0)).toBe(5);
    expect(month.body.series.reduce((n: number, w: { hired: number }) => n + w.hired, 0)).toBe(2);

    const byDefault = await call("GET", "/api/reports", { key: world.recruiter.key });
    expect(byDefault.body.totals).toEqual(month.body.totals);
    expect(byDefault.body.series).toEqual(month.body.series);

    const quarter = await call("GET", "/api/reports?range=90d", { key: world.admin.key });
    expect(quarter.body.totals).toEqual({ applications: 8, active: 2, rejected: 2, hired: 3, withdrawn: 1 });
    expect(quarter.body.prev).toEqual({ applications: 0, hired: 0 });
    expect(quarter.body.avgTimeToHireDays).toBe(7.5); // (14 + 3.5 + 5) / 3
    expect(quarter.body.series).toHaveLength(expectedSeries(ago(90), [], []).length);

    const all = await call("GET", "/api/reports?range=all", { key: world.admin.key });
    expect(all.body.totals).toEqual(quarter.body.totals);
    expect(all.body.prev).toEqual({ applications: 0, hired: 0 });
    expect(all.body.series).toEqual(
      expectedSeries(ago(61), apps.map((a) => a.createdAt), [ago(6), ago(21.5), ago(35)]),
    );
    expect(all.body.series[0].weekStart).toBe(mondayOf(ago(61)));
  });

  it("puts Monday 00:00 UTC in the new week and keeps empty weeks", async () => {
    const world = await createWorld();
    const job = await createJob(world.organization.id);
    const monday = new Date(`${mondayOf(new Date())}T00:00:00.000Z`);
    const sundayNight = new Date(monday.getTime() - 1);
    const threeWeeksBack = new Date(monday.getTime() - 20 * DAY); // a Tuesday, three weeks earlier
    for (const createdAt of [monday, sundayNight, threeWeeksBack]) await createApplication(job, { createdAt });

    const { body } = await call("GET", "/api/reports?range=30d", { key: world.admin.key });
    const thisWeek = mondayOf(monday);
    const lastWeek = mondayOf(sundayNight);
    const weekOf = Object.fromEntries(body.series.map((w: { weekStart: string }) => [w.weekStart, w]));
    expect(weekOf[thisWeek]).toEqual({ weekStart: thisWeek, applications: 1, hired: 0 });
    expect(weekOf[lastWeek]).toEqual({ weekStart: lastWeek, applications: 1, hired: 0 });
    const twoWeeksBack = mondayOf(new Date(monday.getTime() - 14 * DAY));
    expect(weekOf[twoWeeksBack]).toEqual({ weekStart: twoWeeksBack, applications: 0, hired: 0 });
    expect(weekOf[mondayOf(threeWeeksBack)].applications).toBe(1);
    // consecutive Mondays, oldest first, ending with the current week
    for (let i = 1; i < body.series.length; i++) {
      expect(Date.parse(body.series[i].weekStart) - Date.parse(body.series[i - 1].weekStart)).toBe(7 * DAY);
    }
    expect(body.series.at(-1).weekStart).toBe(thisWeek);
    expect(new Date(`${body.series[0].weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it("reports active counts and mean days per stage, and which jobs appear", async () => {
    const world = await createWorld();
    const org = world.organization.id;
    const job = await createJob(org, { title: "Stage Stats", createdAt: ago(200) });
    // the factory walks stage 0..stageIndex in equal steps of (endedAt - createdAt) / (stageIndex + 1)
    await createApplication(job, { createdAt: ago(9), endedAt: ago(3), stageIndex: 2 }); // 2, 2, then 5 open in Interview
    await createApplication(job, { createdAt: ago(4), endedAt: ago(2), stageIndex: 1 }); // 1, then 3 open in Screen
    await createApplication(job, { createdAt: ago(8), endedAt: ago(2), stageIndex: 1, status: "rejected" }); // 3, 3 closed
    await createApplication(job, { createdAt: ago(1), stageIndex: 0 }); // 1 open in Applied
    await createApplication(job, { createdAt: ago(100), endedAt: ago(95), status: "rejected" }); // 5 in Applied, long ago

    const closedRecently = await createJob(org, { title: "Closed recently", status: "closed", createdAt: ago(150) });
    await createApplication(closedRecently, { createdAt: ago(6), endedAt: ago(4), status: "withdrawn" });
    const closedLongAgo = await createJob(org, { title: "Closed long ago", status: "closed", createdAt: ago(300) });
    await createApplication(closedLongAgo, { createdAt: ago(120), endedAt: ago(110), status: "hired", stageIndex: 4 });
    const openEmpty = await createJob(org, { title: "Open, no applicants", createdAt: ago(10) });
    await createJob(org, { title: "Draft", status: "draft", createdAt: ago(5) });

    const month = await call("GET", "/api/reports?range=30d", { key: world.admin.key });
    expect(month.status).toBe(200);
    expect(month.body.jobs).toEqual([
      { id: openEmpty.id, title: "Open, no applicants", stages: ["Applied", "Screen", "Interview", "Offer", "Hired"].map((name) => ({ name, count: 0, avgDaysInStage: 0 })) },
      {
        id: closedRecently.id,
        title: "Closed recently",
        stages: [
          { name: "Applied", count: 0, avgDaysInStage: 2 },
          { name: "Screen", count: 0, avgDaysInStage: 0 },
          { name: "Interview", count: 0, avgDaysInStage: 0 },
          { name: "Offer", count: 0, avgDaysInStage: 0 },
          { name: "Hired", count: 0, avgDaysInStage: 0 },
        ],
      },
      {
        id: job.id,
        title: "Stage Stats",
        stages: [
          { name: "Applied", count: 1, avgDaysInStage: 1.8 }, // (2 + 1 + 3 + 1) / 4 = 1.75
          { name: "Screen", count: 1, avgDaysInStage: 2.7 }, // (2 + 3 + 3) / 3
          { name: "Interview", count: 1, avgDaysInStage: 5 },
          { name: "Offer", count: 0, avgDaysInStage: 0 },
          { name: "Hired", count: 0, avgDaysInStage: 0 },
        ],
      },
    ]);

    const all = await call("GET", "/api/reports?range=all", { key: world.admin.key });
    expect(all.body.jobs.map((j: { title: string }) => j.title)).toEqual([
      "Open, no applicants",
      "Closed recently",
      "Stage Stats",
      "Closed long ago",
    ]);
    const stats = all.body.jobs.find((j: { id: number }) => j.id === job.id);
    expect(stats.stages[0]).toEqual({ name: "Applied", count: 1, avgDaysInStage: 2.4 }); // (7 + 5) / 5
    const longAgo = all.body.jobs.find((j: { id: number }) => j.id === closedLongAgo.id);
    expect(longAgo.stages.map((s: { avgDaysInStage: number }) => s.avgDaysInStage)).toEqual([2, 2, 2, 2, 2]);
  });

  it("limits every figure to the applications the caller can see (decision 171)", async () => {
    const world = await createWorld();
    const org = world.organization.id;
    const managed = await createJob(org, { title: "Managed", hiringManagerIds: [world.hiring_manager.id] });
    const otherJob = await createJob(org, { title: "Not managed" });
    await createApplication(managed, { createdAt: ago(3), endedAt: ago(1), status: "hired", stageIndex: 4 });
    await createApplication(managed, { createdAt: ago(5) });
    const reviewed = await createApplication(otherJob, { createdAt: ago(4), stageIndex: 1 });
    for (let i = 0; i < 3; i++) await createApplication(otherJob, { createdAt: ago(6), endedAt: ago(5), status: "rejected" });

    const manager = await call("GET", "/api/reports?range=30d", { key: world.hiring_manager.key });
    expect(manager.status).toBe(200);
    expect(manager.body.totals).toEqual({ applications: 2, active: 1, rejected: 0, hired: 1, withdrawn: 0 });
    expect(manager.body.avgTimeToHireDays).toBe(2);
    expect(manager.body.jobs.map((j: { id: number }) => j.id)).toEqual([managed.id]);
    expect(manager.body.series.reduce((n: number, w: { applications: number }) => n + w.applications, 0)).toBe(2);

    const interviewer = await call("GET", "/api/reports?range=30d", { key: world.interviewer.key });
    expect(interviewer.body.totals.applications).toBe(0);
    expect(interviewer.body.jobs).toEqual([]);

    // asked to review one application: the report lists its job but counts only that application,
    // not the job's other three (the interviewer sees only what they are asked to review)
    // through the API, as a recruiter asks: the change is audited, so no earlier report is served again
    expect((await call("POST", `/api/applications/${reviewed.id}/interviewers`, { key: world.admin.key, body: { userIds: [world.interviewer.id] } })).status).toBe(200);
    const reviewing = await call("GET", "/api/reports?range=30d", { key: world.interviewer.key });
    expect(reviewing.body.totals).toEqual({ applications: 1, active: 1, rejected: 0, hired: 0, withdrawn: 0 });
    expect(reviewing.body.prev).toEqual({ applications: 0, hired: 0 });
    expect(reviewing.body.series.reduce((n: number, w: { applications: number }) => n + w.applications, 0)).toBe(1);
    expect(reviewing.body.jobs.map((j: { id: number }) => j.id)).toEqual([otherJob.id]);
    expect(reviewing.body.jobs[0].stages.map((st: { count: number }) => st.count)).toEqual([0, 1, 0, 0, 0]);
    // its own two days in Applied; the rejected ones' single days there (job-wide 1.3) are not counted
    expect(reviewing.body.jobs[0].stages[0].avgDaysInStage).toBe(2);

    // a hiring manager asked to review on another job adds that one application to their own jobs'
    expect((await call("POST", `/api/applications/${reviewed.id}/interviewers`, { key: world.admin.key, body: { userIds: [world.hiring_manager.id] } })).status).toBe(200);
    const both = await call("GET", "/api/reports?range=30d", { key: world.hiring_manager.key });
    expect(both.body.totals).toEqual({ applications: 3, active: 2, rejected: 0, hired: 1, withdrawn: 0 });
    expect(both.body.jobs.map((j: { id: number }) => j.id).sort()).toEqual([managed.id, otherJob.id].sort());

    const admin = await call("GET", "/api/reports?range=30d", { key: world.admin.key });
    expect(admin.body.totals.applications).toBe(6);
    expect(admin.body.jobs.map((j: { id: number }) => j.id).sort()).toEqual([managed.id, otherJob.id].sort());
  });

  it("answers an organization without applications with zeros", async () => {
    const world = await createWorld();
    const month = await call("GET", "/api/reports?range=30d", { key: world.admin.key });
    expect(month.body).toEqual({
      totals: { applications: 0, active: 0, rejected: 0, hired: 0, withdrawn: 0 },
      prev: { applications: 0, hired: 0 },
      series: expectedSeries(ago(30), [], []),
      avgTimeToHireDays: 0,
      recommendations: { strong_no: 0, no: 0, yes: 0, strong_yes: 0 },
      jobs: [],
      rejectionReasons: [],
    });
    const all = await call("GET", "/api/reports?range=all", { key: world.admin.key });
    expect(all.body.series).toEqual([{ weekStart: mondayOf(new Date()), applications: 0, hired: 0 }]);
  });

  it("narrows every figure to one job or one department (decision 201)", async () => {
    const world = await createWorld();
    const org = world.organization.id;
    const backend = await createJob(org, { title: "Backend", department: "Engineering", hiringManagerIds: [world.hiring_manager.id] });
    const frontend = await createJob(org, { title: "Frontend", department: "Engineering" });
    const sales = await createJob(org, { title: "Account executive", department: "Sales" });
    await createApplication(backend, { createdAt: ago(3), endedAt: ago(1), status: "hired", stageIndex: 4 });
    await createApplication(backend, { createdAt: ago(4) });
    await createApplication(frontend, { createdAt: ago(5), endedAt: ago(4), status: "rejected" });
    for (let i = 0; i < 3; i++) await createApplication(sales, { createdAt: ago(6) });

    const one = await call("GET", `/api/reports?range=30d&jobId=${backend.id}`, { key: world.recruiter.key });
    expect(one.status).toBe(200);
    expect(one.body.totals).toEqual({ applications: 2, active: 1, rejected: 0, hired: 1, withdrawn: 0 });
    expect(one.body.avgTimeToHireDays).toBe(2);
    expect(one.body.jobs.map((j: { id: number }) => j.id)).toEqual([backend.id]);

    const engineering = await call("GET", "/api/reports?range=30d&department=Engineering", { key: world.recruiter.key });
    expect(engineering.body.totals).toEqual({ applications: 3, active: 1, rejected: 1, hired: 1, withdrawn: 0 });
    expect(engineering.body.jobs.map((j: { id: number }) => j.id)).toEqual([frontend.id, backend.id]);
    const both = await call("GET", `/api/reports?range=30d&department=Sales&jobId=${backend.id}`, { key: world.recruiter.key });
    expect(both.body.totals.applications).toBe(0);
    expect(both.body.jobs).toEqual([]);
    const nowhere = await call("GET", "/api/reports?range=all&department=Nowhere", { key: world.recruiter.key });
    expect(nowhere.status).toBe(200);
    expect(nowhere.body.totals.applications).toBe(0);

    // a job the caller cannot see, of another organization or unknown: 404, as for every job read
    const other = await createWorld("Other Org");
    const otherJob = await createJob(other.organization.id);
    for (const jobId of [frontend.id, otherJob.id, 2_147_483_647, 9_007_199_254_740_991]) {
      const hidden = await call("GET", `/api/reports?jobId=${jobId}`, { key: world.hiring_manager.key });
      expect(hidden.status).toBe(404);
    }
    const managed = await call("GET", `/api/reports?jobId=${backend.id}&department=Engineering`, { key: world.hiring_manager.key });
    expect(managed.body.totals.applications).toBe(2);
    for (const bad of ["jobId=0", "jobId=abc", "jobId=-1", "department=", `department=${"x".repeat(201)}`]) {
      const response = await call("GET", `/api/reports?${bad}`, { key: world.admin.key });
      expect(response.status, bad).toBe(400);
      expect(response.body).toEqual(invalidRequest(response.body, expect.stringContaining(bad.split("=")[0])));
    }
  });

  it("refuses an unknown range and missing credentials", async () => {
    const world = await createWorld();
    for (const range of ["7d", "ALL", "", "30"]) {
      const response = await call("GET", `/api/reports?range=${range}`, { key: world.admin.key });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(invalidRequest(response.body, expect.stringContaining("range")));
    }
    expect((await call("GET", "/api/reports")).status).toBe(401);
  });
});
