import { beforeAll, describe, expect, it } from "vitest";
import { advanceClock } from "@/lib/clock";
import { asOwner, ownerDb } from "@/lib/db/owner";
import { createApplication } from "@/prisma/factories/application";
import { createJob } from "@/prisma/factories/job";
import { sendReportViewEmails } from "@/lib/server/analytics/send-report-view-emails";
import { renderToStaticMarkup } from "react-dom/server";
import MetricDefinitionPage from "@/app/docs/metrics/[key]/page";
import { FUNNEL, WEEKLY_TRENDS } from "@/lib/analytics/funnel-definitions";
import { stopClockAt } from "./support/clock";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

const { call } = withApi();
const at = (iso: string) => new Date(`2026-${iso}T00:00:00Z`);
const PERIOD = "from=2026-10-01&to=2026-11-01";

// October, built row by row. Both jobs have the default stages Applied 0, Screen 1, Interview 2,
// Offer 3, Hired 4; the factory walks an application through its stages at even steps.
//   job A (created by the recruiter; only the admin and recruiter see it)
//     A1 linkedin  applied 10-01, 2 d per stage: Screen 10-03, Interview 10-05, Offer 10-07, Hired 10-09; hired 10-11
//     A2 linkedin  applied 10-02, Screen 10-04, rejected there 10-06
//     A3 referral  applied 10-10, still in Applied
//     A4 (none)    applied 09-20, Screen 09-26, Interview 10-02, still there
//     A5 linkedin  applied 11-05: after the period
//   job B (created by the admin; the hiring manager's)
//     B1 referral  applied 10-15, 1 d per stage: Screen 10-16, Interview 10-17, Offer 10-18, Hired 10-19; hired 10-20
//     B2 linkedin  applied 10-20, Screen 10-21, still there
//
// Funnel, no grouping (entered in October / passed since; entrants: first entered Applied in October)
//   stage      entered  passed  pass-through   reached of 5 entrants  conversion
//   Applied    5 A1 A2 A3 B1 B2   4  0.8       5                      1
//   Screen     4 A1 A2 B1 B2      2  0.5       4 (A1 A2 B1 B2)        0.8
//   Interview  3 A1 A4 B1         2  0.667     2 (A1 B1)              0.4
//   Offer      2 A1 B1            2  1         2                      0.4
//   Hired      2 A1 B1            0  null (last stage)  2             0.4
// By job:  A (entrants A1 A2 A3)  Applied 3/2 0.667 c1; Screen 2/1 0.5 c0.667; Interview 2 (A1 A4)/1 0.5 c0.333; Offer 1/1 1 c0.333; Hired 1/0 null c0.333
//          B (entrants B1 B2)     Applied 2/2 1 c1; Screen 2/1 0.5 c1; Interview 1/1 1 c0.5; Offer 1/1 1 c0.5; Hired 1/0 null c0.5
// By source: linkedin (A1 A2 B2; A5 after the period) Applied 3/3 1 c1; Screen 3/1 0.333 c1; Interview 1/1 1 c0.333; Offer 1/1 1 c0.333; Hired 1/0 null c0.333
//            referral (A3 B1)  Applied 2/1 0.5 c1; Screen 1/1 1 c0.5; Interview 1/1 1 c0.5; Offer 1/1 1 c0.5; Hired 1/0 null c0.5
//            unknown (A4, applied in September: no entrant)  Interview 1/0 0 c null; every other stage 0/0
// The hiring manager sees job B alone: its row above, as "no grouping".
//
// Trends (weeks from Monday; 2026-10-01 is a Thursday, so the first and last weeks are cut)
//   week        applications  hires  time to hire  offers answered (accepted)
//   2026-09-28  2 A1 A2        0      -             0
//   2026-10-05  1 A3           1 A1   10 d          2: A1 accepted 10-08, A2 declined 10-06 -> 0.5
//   2026-10-12  1 B1           0      -             0
//   2026-10-19  1 B2           1 B1   5 d           1: B1 accepted 10-19 -> 1
//   2026-10-26  0              0      -             0
describe("the funnel, the trends and their drill-down", () => {
  let world: Awaited<ReturnType<typeof createWorld>>;
  let jobA: Awaited<ReturnType<typeof createJob>>;
  let jobB: Awaited<ReturnType<typeof createJob>>;

  beforeAll(async () => {
    world = await createWorld("Funnel");
    jobA = await createJob(world.organization.id, { title: "Funnel A", department: "Engineering" });
    jobB = await createJob(world.organization.id, { title: "Funnel B", department: "Sales", hiringManagerIds: [world.hiring_manager.id] });
    await ownerDb.job.update({ where: { id: jobA.id }, data: { createdById: world.recruiter.id } });
    await ownerDb.job.update({ where: { id: jobB.id }, data: { createdById: world.admin.id } });
    const app = async (job: typeof jobA, source: string | null, data: Parameters<typeof createApplication>[1]) => {
      const created = await createApplication(job, data);
      return ownerDb.application.update({ where: { id: created.id }, data: { source } });
    };
    const a1 = await app(jobA, "linkedin", { status: "hired", stageIndex: 4, createdAt: at("10-01"), endedAt: at("10-11") });
    const a2 = await app(jobA, "linkedin", { status: "rejected", stageIndex: 1, createdAt: at("10-02"), endedAt: at("10-06") });
    await app(jobA, "referral", { createdAt: at("10-10") });
    await app(jobA, null, { stageIndex: 2, createdAt: at("09-20"), endedAt: at("10-08") });
    await app(jobA, "linkedin", { createdAt: at("11-05") });
    const b1 = await app(jobB, "referral", { status: "hired", stageIndex: 4, createdAt: at("10-15"), endedAt: at("10-20") });
    await app(jobB, "linkedin", { stageIndex: 1, createdAt: at("10-20"), endedAt: at("10-22") });
    const offer = (application: { id: number; jobId: number }, status: string, responded: string) =>
      ownerDb.offer.create({
        data: { organizationId: world.organization.id, applicationId: application.id, jobId: application.jobId, status, salaryAmount: 90000, salaryCurrency: "EUR", salaryPeriod: "year", respondedAt: at(responded) },
      });
    await offer(a1, "accepted", "10-08");
    await offer(a2, "declined", "10-06");
    await offer(b1, "accepted", "10-19");
  });

  const get = async (key: string, path: string) => {
    const answer = await call("GET", path, { key });
    expect(answer.status, path).toBe(200);
    return answer.body;
  };
  type Stage = { stage: string; entered: number; passed: number; passThrough: number | null; reached: number; conversion: number | null };
  type Group = { key: string | null; label: string | null; entrants: number; stages: Stage[] };
  const row = (stage: string, entered: number, passed: number, passThrough: number | null, reached: number, conversion: number | null) => ({ stage, entered, passed, passThrough, reached, conversion });

  it("counts entered, passed, pass-through and conversion as the table worked out by hand", async () => {
    const none = await get(world.admin.key, `/api/reports/funnel?${PERIOD}`);
    expect(none.definitions).toEqual({ entered: "/docs/metrics/funnel", passed: "/docs/metrics/funnel", passThrough: "/docs/metrics/pass_through_rate", conversion: "/docs/metrics/stage_conversion" });
    expect(none.groups).toEqual([
      {
        key: null,
        label: null,
        entrants: 5,
        stages: [row("Applied", 5, 4, 0.8, 5, 1), row("Screen", 4, 2, 0.5, 4, 0.8), row("Interview", 3, 2, 0.667, 2, 0.4), row("Offer", 2, 2, 1, 2, 0.4), row("Hired", 2, 0, null, 2, 0.4)],
      },
    ]);

    const byJob = await get(world.admin.key, `/api/reports/funnel?${PERIOD}&groupBy=job`);
    expect(byJob.groups).toEqual([
      {
        key: String(jobA.id),
        label: "Funnel A",
        entrants: 3,
        stages: [row("Applied", 3, 2, 0.667, 3, 1), row("Screen", 2, 1, 0.5, 2, 0.667), row("Interview", 2, 1, 0.5, 1, 0.333), row("Offer", 1, 1, 1, 1, 0.333), row("Hired", 1, 0, null, 1, 0.333)],
      },
      {
        key: String(jobB.id),
        label: "Funnel B",
        entrants: 2,
        stages: [row("Applied", 2, 2, 1, 2, 1), row("Screen", 2, 1, 0.5, 2, 1), row("Interview", 1, 1, 1, 1, 0.5), row("Offer", 1, 1, 1, 1, 0.5), row("Hired", 1, 0, null, 1, 0.5)],
      },
    ]);

    const bySource = await get(world.admin.key, `/api/reports/funnel?${PERIOD}&groupBy=source`);
    expect(bySource.groups).toEqual([
      {
        key: "linkedin",
        label: "linkedin",
        entrants: 3,
        stages: [row("Applied", 3, 3, 1, 3, 1), row("Screen", 3, 1, 0.333, 3, 1), row("Interview", 1, 1, 1, 1, 0.333), row("Offer", 1, 1, 1, 1, 0.333), row("Hired", 1, 0, null, 1, 0.333)],
      },
      {
        key: "referral",
        label: "referral",
        entrants: 2,
        stages: [row("Applied", 2, 1, 0.5, 2, 1), row("Screen", 1, 1, 1, 1, 0.5), row("Interview", 1, 1, 1, 1, 0.5), row("Offer", 1, 1, 1, 1, 0.5), row("Hired", 1, 0, null, 1, 0.5)],
      },
      {
        key: "unknown",
        label: "unknown",
        entrants: 0,
        stages: [row("Applied", 0, 0, null, 0, null), row("Screen", 0, 0, null, 0, null), row("Interview", 1, 0, 0, 0, null), row("Offer", 0, 0, null, 0, null), row("Hired", 0, 0, null, 0, null)],
      },
    ]);

    // the recruiter of a job is the member who created it: job A's and job B's figures under their names
    const byRecruiter = await get(world.admin.key, `/api/reports/funnel?${PERIOD}&groupBy=recruiter`);
    expect(byRecruiter.groups.map((g: Group) => [g.key, g.label, g.entrants])).toEqual([
      [world.recruiter.id, world.recruiter.name, 3],
      [world.admin.id, world.admin.name, 2],
    ]);
    // filters narrow every figure: the Sales department is job B
    const sales = await get(world.admin.key, `/api/reports/funnel?${PERIOD}&department=Sales`);
    expect(sales.groups[0].stages).toEqual(byJob.groups[1].stages);
    const referral = await get(world.admin.key, `/api/reports/funnel?${PERIOD}&source=referral`);
    expect(referral.groups[0].stages).toEqual(bySource.groups[1].stages);
  });

  it("agrees with the catalogue's pass-through rate and stage conversion", async () => {
    const metrics = await get(world.admin.key, `/api/reports/metrics?${PERIOD}`);
    const byKey = Object.fromEntries((metrics.metrics as { key: string }[]).map((m) => [m.key, m])) as unknown as Record<string, { value: number | null; sampleSize: number; byStage: { stage: string; value: number | null; sampleSize: number }[] }>;
    expect(byKey.pass_through_rate.byStage).toEqual([
      { stage: "Applied", value: 0.8, sampleSize: 5 },
      { stage: "Screen", value: 0.5, sampleSize: 4 },
      { stage: "Interview", value: 0.667, sampleSize: 3 },
      { stage: "Offer", value: 1, sampleSize: 2 },
    ]);
    // entrants that reached each stage, and in total their job's last stage: 2 of 5
    expect(byKey.stage_conversion).toMatchObject({
      value: 0.4,
      sampleSize: 5,
      byStage: [
        { stage: "Applied", value: 1, sampleSize: 5 },
        { stage: "Screen", value: 0.8, sampleSize: 5 },
        { stage: "Interview", value: 0.4, sampleSize: 5 },
        { stage: "Offer", value: 0.4, sampleSize: 5 },
        { stage: "Hired", value: 0.4, sampleSize: 5 },
      ],
    });
  });

  it("counts only what the viewer may see", async () => {
    const manager = await get(world.hiring_manager.key, `/api/reports/funnel?${PERIOD}`);
    expect(manager.groups).toEqual([
      {
        key: null,
        label: null,
        entrants: 2,
        stages: [row("Applied", 2, 2, 1, 2, 1), row("Screen", 2, 1, 0.5, 2, 1), row("Interview", 1, 1, 1, 1, 0.5), row("Offer", 1, 1, 1, 1, 0.5), row("Hired", 1, 0, null, 1, 0.5)],
      },
    ]);
    expect((await call("GET", `/api/reports/funnel?${PERIOD}&jobId=${jobA.id}`, { key: world.hiring_manager.key })).status).toBe(404);
    const trends = await get(world.hiring_manager.key, `/api/reports/trends?${PERIOD}`);
    expect(trends.weeks.map((w: { applications: number }) => w.applications)).toEqual([0, 0, 1, 1, 0]);
    expect(trends.weeks.map((w: { hires: number }) => w.hires)).toEqual([0, 0, 0, 1, 0]);
  });

  it("reads the weekly trends as worked out by hand", async () => {
    const trends = await get(world.admin.key, `/api/reports/trends?${PERIOD}`);
    expect(trends.definitionUrl).toBe("/docs/metrics/weekly_trends");
    expect(trends.weeks).toEqual([
      { week: "2026-09-28", applications: 2, hires: 0, timeToHireDaysMedian: null, offerAcceptanceRate: null, offersAnswered: 0 },
      { week: "2026-10-05", applications: 1, hires: 1, timeToHireDaysMedian: 10, offerAcceptanceRate: 0.5, offersAnswered: 2 },
      { week: "2026-10-12", applications: 1, hires: 0, timeToHireDaysMedian: null, offerAcceptanceRate: null, offersAnswered: 0 },
      { week: "2026-10-19", applications: 1, hires: 1, timeToHireDaysMedian: 5, offerAcceptanceRate: 1, offersAnswered: 1 },
      { week: "2026-10-26", applications: 0, hires: 0, timeToHireDaysMedian: null, offerAcceptanceRate: null, offersAnswered: 0 },
    ]);
  });

  // every figure of every grouping, for the admin and for the hiring manager: the list behind it
  // has as many applications as the figure says, and each is one the viewer may open
  it("lists behind every number exactly the applications it counts, for every viewer", async () => {
    for (const member of [world.admin, world.hiring_manager]) {
      for (const groupBy of ["none", "job", "source"]) {
        const funnel = await get(member.key, `/api/reports/funnel?${PERIOD}&groupBy=${groupBy}`);
        for (const group of funnel.groups as Group[]) {
          for (const stage of group.stages) {
            for (const outcome of ["entered", "passed"] as const) {
              const groupParam = group.key === null ? "" : `&group=${encodeURIComponent(group.key)}`;
              const list = await get(member.key, `/api/reports/funnel/applications?${PERIOD}&groupBy=${groupBy}${groupParam}&stage=${stage.stage}&outcome=${outcome}&limit=100`);
              expect(list.page.total, `${member.role} ${groupBy} ${group.key} ${stage.stage} ${outcome}`).toBe(stage[outcome]);
              expect(list.applications).toHaveLength(stage[outcome]);
              for (const application of list.applications) expect((await call("GET", `/api/applications/${application.id}`, { key: member.key })).status).toBe(200);
            }
          }
        }
      }
      const trends = await get(member.key, `/api/reports/trends?${PERIOD}`);
      for (const week of trends.weeks as { week: string; applications: number; hires: number }[]) {
        for (const measure of ["applications", "hires"] as const) {
          const list = await get(member.key, `/api/reports/funnel/applications?${PERIOD}&week=${week.week}&measure=${measure}`);
          expect(list.page.total, `${member.role} ${week.week} ${measure}`).toBe(week[measure]);
        }
      }
    }
    // a page of one, and a page past the end still says how many there are
    const first = await get(world.admin.key, `/api/reports/funnel/applications?${PERIOD}&stage=Applied&outcome=entered&limit=2`);
    expect(first.page).toEqual({ limit: 2, offset: 0, total: 5 });
    expect(first.applications.map((a: { candidateName: string }) => a.candidateName)).toHaveLength(2);
    const past = await get(world.admin.key, `/api/reports/funnel/applications?${PERIOD}&stage=Applied&outcome=entered&offset=10`);
    expect(past).toMatchObject({ applications: [], page: { total: 5, offset: 10 } });
    // the hires of the week of 10-05: A1, with its job and stage
    const hires = await get(world.admin.key, `/api/reports/funnel/applications?${PERIOD}&week=2026-10-05&measure=hires`);
    expect(hires.applications).toEqual([expect.objectContaining({ jobId: jobA.id, jobTitle: "Funnel A", stage: "Hired", status: "hired", appliedAt: "2026-10-01T00:00:00.000Z", hiredAt: "2026-10-11T00:00:00.000Z" })]);
  });

  it("refuses a drill-down that names no figure", async () => {
    for (const query of ["stage=Applied", "outcome=entered", "stage=Applied&outcome=entered&week=2026-10-05&measure=hires", "week=2026-10-06&measure=hires", "week=2026-10-05&measure=offers", "", "stage=Applied&outcome=left"]) {
      expect((await call("GET", `/api/reports/funnel/applications?${PERIOD}&${query}`, { key: world.admin.key })).status, query).toBe(400);
    }
    expect((await call("GET", `/api/reports/funnel?${PERIOD}&groupBy=team`, { key: world.admin.key })).status).toBe(400);
  });

  it("publishes the funnel's and the trends' statements", async () => {
    for (const report of [FUNNEL, WEEKLY_TRENDS]) {
      const html = renderToStaticMarkup(await MetricDefinitionPage({ params: Promise.resolve({ key: report.key }) }));
      expect(html).toContain(`<h1 class="mt-2 text-2xl font-semibold">${report.name}</h1>`);
      const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");
      expect(html).toContain(`<code>${escape(report.sql)}</code>`);
      expect(html).toContain(`<code>${escape(report.drillDownSql)}</code>`);
    }
  });

  describe("saved views", () => {
    const body = (name: string, extra: Record<string, unknown> = {}) => ({ name, kind: "funnel", params: { range: "90d", groupBy: "source" }, ...extra });

    it("are their person's own: created, listed, changed and deleted, audited, and another's is not found", async () => {
      const created = await call("POST", "/api/report-views", { key: world.recruiter.key, body: body("By source") });
      expect(created.status).toBe(201);
      expect(created.body.view).toMatchObject({ name: "By source", kind: "funnel", params: { range: "90d", groupBy: "source" }, emailWeekly: false });
      const id = created.body.view.id;
      expect((await call("POST", "/api/report-views", { key: world.recruiter.key, body: body("BY SOURCE") })).status).toBe(409);
      // another person may use the same name, and sees only their own
      expect((await call("POST", "/api/report-views", { key: world.admin.key, body: body("By source") })).status).toBe(201);
      expect((await get(world.recruiter.key, "/api/report-views")).views.map((v: { name: string }) => v.name)).toEqual(["By source"]);
      expect((await get(world.admin.key, "/api/report-views")).views.map((v: { id: number }) => v.id)).not.toContain(id);
      expect((await call("PATCH", `/api/report-views/${id}`, { key: world.admin.key, body: { emailWeekly: true } })).status).toBe(404);
      expect((await call("DELETE", `/api/report-views/${id}`, { key: world.admin.key })).status).toBe(404);

      const changed = await call("PATCH", `/api/report-views/${id}`, { key: world.recruiter.key, body: { name: "Sources", emailWeekly: true } });
      expect(changed.status).toBe(200);
      expect(changed.body.view).toMatchObject({ name: "Sources", emailWeekly: true });
      expect((await call("DELETE", `/api/report-views/${id}`, { key: world.recruiter.key })).status).toBe(200);
      expect((await get(world.recruiter.key, "/api/report-views")).views).toEqual([]);
      const audit = await ownerDb.auditLog.findMany({ where: { organizationId: world.organization.id, targetType: "report_view", targetId: String(id) }, orderBy: { id: "asc" } });
      expect(audit.map((entry) => [entry.action, entry.actorUserId])).toEqual([
        ["report_view.created", world.recruiter.id],
        ["report_view.updated", world.recruiter.id],
        ["report_view.deleted", world.recruiter.id],
      ]);
      expect(audit[1].metadata).toMatchObject({ changed: ["name", "emailWeekly"], before: { name: "By source" }, after: { name: "Sources" }, emailWeekly: true });
    });

    it("refuse params that are not a query of their kind", async () => {
      for (const params of [{ range: "7d" }, { groupBy: "team" }, { from: "2026-11-01", to: "2026-10-01" }, { range: "30d", from: "2026-10-01" }, { jobId: "x" }]) {
        expect((await call("POST", "/api/report-views", { key: world.recruiter.key, body: body("Bad", { params }) })).status, JSON.stringify(params)).toBe(400);
      }
      expect((await call("POST", "/api/report-views", { key: world.recruiter.key, body: body("Bad", { kind: "trends" }) })).status).toBe(400);
      expect((await call("POST", "/api/report-views", { key: world.recruiter.key, body: body("Bad", { kind: "metrics", params: { department: "Sales" } }) })).status).toBe(400);
      expect((await call("POST", "/api/report-views", { key: world.recruiter.key, body: body("Bad", { params: { colour: "red" } }) })).status).toBe(400);
    });

    it("are at most 50 per person", async () => {
      await ownerDb.reportView.createMany({
        data: Array.from({ length: 50 }, (_, i) => ({ organizationId: world.organization.id, userId: world.interviewer.id, name: `View ${i}`, kind: "trends" })),
      });
      const refused = await call("POST", "/api/report-views", { key: world.interviewer.key, body: body("One more") });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatch(/50/);
      // the limit is each person's: the recruiter still saves
      expect((await call("POST", "/api/report-views", { key: world.recruiter.key, body: body("Still mine") })).status).toBe(201);
      await ownerDb.reportView.deleteMany({ where: { userId: world.interviewer.id } });
    });
  });

  describe("the weekly e-mail", () => {
    const mailsTo = (email: string) => ownerDb.outboxEmail.findMany({ where: { toAddress: email, kind: "report_view_weekly" }, orderBy: { id: "asc" } });

    it("mails each view once a week, computed as its owner, and nothing to a deactivated member", async () => {
      const october = { from: "2026-10-01", to: "2026-11-01" };
      const save = async (member: typeof world.admin, name: string, emailWeekly: boolean) => {
        const answer = await call("POST", "/api/report-views", { key: member.key, body: { name, kind: "funnel", params: october, emailWeekly } });
        expect(answer.status).toBe(201);
        return answer.body.view.id as number;
      };
      const adminView = await save(world.admin, "October for the mail", true);
      await save(world.admin, "October, no mail", false);
      const managerView = await save(world.hiring_manager, "My October", true);
      await save(world.interviewer, "Interviewer October", true);
      await ownerDb.user.update({ where: { id: world.interviewer.id }, data: { deactivatedAt: at("10-30") } });

      stopClockAt("2026-11-02T07:00:00Z");
      await asOwner(() => sendReportViewEmails());
      const admin = await mailsTo(world.admin.email);
      expect(admin).toHaveLength(1);
      expect(admin[0].subject).toBe("Your weekly report: October for the mail");
      expect(admin[0].textBody).toContain("- Applied: 5 entered, 4 passed (pass-through 80%), conversion 100%");
      expect(admin[0].textBody).toContain(`/reports?view=${adminView}`);
      // the hiring manager's figures are their job's alone
      const manager = await mailsTo(world.hiring_manager.email);
      expect(manager).toHaveLength(1);
      expect(manager[0].textBody).toContain("- Applied: 2 entered, 2 passed (pass-through 100%), conversion 100%");
      expect(manager[0].textBody).not.toContain("5 entered");
      expect(manager[0].textBody).toContain(`/reports?view=${managerView}`);
      expect(await mailsTo(world.interviewer.email)).toEqual([]);

      // a re-run in the same week sends nothing again; the next week's does
      await asOwner(() => sendReportViewEmails());
      advanceClock(3 * 86_400_000);
      await asOwner(() => sendReportViewEmails());
      expect(await mailsTo(world.admin.email)).toHaveLength(1);
      expect(await mailsTo(world.hiring_manager.email)).toHaveLength(1);
      advanceClock(4 * 86_400_000);
      await asOwner(() => sendReportViewEmails());
      expect(await mailsTo(world.admin.email)).toHaveLength(2);
      expect(await mailsTo(world.hiring_manager.email)).toHaveLength(2);
      expect(await mailsTo(world.interviewer.email)).toEqual([]);
    });
  });
});
