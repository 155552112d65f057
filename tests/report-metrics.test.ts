import { beforeAll, describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { METRICS } from "@/lib/analytics/metric-definitions";
import { createApplication } from "@/prisma/factories/application";
import { createJob } from "@/prisma/factories/job";
import { renderToStaticMarkup } from "react-dom/server";
import MetricDefinitionPage from "@/app/docs/metrics/[key]/page";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

const { call } = withApi();
const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");
const at = (iso: string) => new Date(`2026-${iso}Z`);
const PERIOD = "from=2026-10-01&to=2026-11-01";

// One job's October, built row by row so that every figure below can be worked out by hand:
//   hires     H1 applied 10-01, hired 10-11 (10 d), every stage 2 d; source linkedin
//             H2 applied 10-02, hired 10-22 (20 d), every stage 4 d; source linkedin
//             H3 applied 09-20, hired 10-20 (30 d), every stage 6 d; no source
//   R1        applied 10-05, Applied 1 d, Screen 1 d, rejected 10-07; source linkedin
//   A1        applied 10-10, still in Applied; source referral
//   H4        hired 09-01: outside the period
// The job opened 09-01, so the hires took 40, 51 and 49 days to fill.
describe("metrics with published definitions", () => {
  let world: Awaited<ReturnType<typeof createWorld>>;
  let jobA: Awaited<ReturnType<typeof createJob>>;
  let jobB: Awaited<ReturnType<typeof createJob>>;

  beforeAll(async () => {
    world = await createWorld("Metrics");
    jobA = await createJob(world.organization.id, { title: "Metrics A" });
    jobB = await createJob(world.organization.id, { title: "Metrics B", hiringManagerIds: [world.hiring_manager.id] });
    await ownerDb.job.update({ where: { id: jobA.id }, data: { openedAt: at("09-01T00:00:00") } });
    const hire = (created: string, hired: string, source: string | null) =>
      createApplication(jobA, { status: "hired", stageIndex: 4, createdAt: at(created), endedAt: at(hired) }).then((a) =>
        ownerDb.application.update({ where: { id: a.id }, data: { source } }),
      );
    const h1 = await hire("10-01T00:00:00", "10-11T00:00:00", "linkedin");
    const h2 = await hire("10-02T00:00:00", "10-22T00:00:00", "linkedin");
    await hire("09-20T00:00:00", "10-20T00:00:00", null);
    await hire("08-01T00:00:00", "09-01T00:00:00", "linkedin");
    const r1 = await createApplication(jobA, { status: "rejected", stageIndex: 1, createdAt: at("10-05T00:00:00"), endedAt: at("10-07T00:00:00") });
    await ownerDb.application.update({ where: { id: r1.id }, data: { source: "linkedin" } });
    const a1 = await createApplication(jobA, { createdAt: at("10-10T00:00:00") });
    await ownerDb.application.update({ where: { id: a1.id }, data: { source: "referral" } });
    // job B: one hire the hiring manager sees, on a job opened the day before
    await ownerDb.job.update({ where: { id: jobB.id }, data: { openedAt: at("10-14T00:00:00") } });
    await createApplication(jobB, { status: "hired", stageIndex: 4, createdAt: at("10-15T00:00:00"), endedAt: at("10-18T00:00:00") });

    // interviews: H1 two kept and one cancelled, H2 one; the first booked in H1's Interview visit
    // (entered 10-05) half a day in, H2's (entered 10-10) a day in
    let hour = 8;
    const interview = (applicationId: number, created: string, status = "scheduled") =>
      ownerDb.interview.create({
        data: {
          organizationId: world.organization.id,
          applicationId,
          uid: `${applicationId}-${created}-${status}@metrics.test`,
          title: "Interview",
          // one interviewer for all of them, an hour apart: never booked twice
          startsAt: at(`11-20T${String(++hour).padStart(2, "0")}:00:00`),
          endsAt: at(`11-20T${String(hour).padStart(2, "0")}:30:00`),
          timeZone: "UTC",
          interviewerIds: [world.interviewer.id],
          status,
          createdAt: at(created),
        },
      });
    await interview(h1.id, "10-05T12:00:00");
    await interview(h1.id, "10-06T00:00:00");
    await interview(h1.id, "10-06T00:00:00", "cancelled");
    await interview(h2.id, "10-11T00:00:00");

    // offers answered: one accepted and one declined in the period, one accepted before it, one waiting
    const offer = (applicationId: number, status: string, responded: string | null) =>
      ownerDb.offer.create({
        data: {
          organizationId: world.organization.id,
          applicationId,
          jobId: jobA.id,
          status,
          salaryAmount: 90000,
          salaryCurrency: "EUR",
          salaryPeriod: "year",
          respondedAt: responded ? at(responded) : null,
        },
      });
    await offer(h1.id, "accepted", "10-10T00:00:00");
    await offer(r1.id, "declined", "10-15T00:00:00");
    await offer(h2.id, "accepted", "09-15T00:00:00");
    await offer(a1.id, "sent", null);

    // messages: H2 was written to a day after applying; A1 only wrote in, and a reply to it is
    // scheduled, not sent: both leave A1 unanswered
    const message = (application: { id: number; candidateId: number }, direction: string, sentAt: string | null) =>
      ownerDb.candidateMessage.create({
        data: {
          organizationId: world.organization.id,
          candidateId: application.candidateId,
          applicationId: application.id,
          direction,
          subject: "Hello",
          bodyText: "Hello",
          fromAddress: "team@example.com",
          toAddress: "candidate@example.com",
          replyTokenHash: direction === "outbound" ? Uint8Array.from(Buffer.from(`${application.id}-${sentAt}`)) : null,
          sentAt: sentAt ? at(sentAt) : null,
          sendAt: direction === "outbound" && !sentAt ? at("11-30T00:00:00") : null,
        },
      });
    await message(h2, "outbound", "10-03T00:00:00");
    await message(a1, "inbound", null);
    await message(a1, "outbound", null);
  });

  const metricsOf = async (key: string, query: string) => {
    const answer = await call("GET", `/api/reports/metrics?${query}`, { key });
    expect(answer.status).toBe(200);
    return Object.fromEntries((answer.body.metrics as { key: string }[]).map((m) => [m.key, m])) as Record<string, Record<string, unknown>>;
  };

  it("computes every metric as the table worked out by hand", async () => {
    const m = await metricsOf(world.admin.key, `${PERIOD}&jobId=${jobA.id}`);
    expect(Object.keys(m)).toEqual(METRICS.map((metric) => metric.key));
    expect(m.time_to_hire_days_median).toMatchObject({ value: 20, unit: "days", statistic: "median", sampleSize: 3, definitionUrl: "/docs/metrics/time_to_hire_days_median" });
    expect(m.time_to_fill_days_median).toMatchObject({ value: 49, sampleSize: 3 });
    // stays left in October: Applied 2, 4, 1; Screen 2, 4, 6, 1; the later stages 2, 4, 6
    expect(m.time_in_stage_days_median).toMatchObject({
      value: 4,
      sampleSize: 16,
      byStage: [
        { stage: "Applied", value: 2, sampleSize: 3 },
        { stage: "Screen", value: 3, sampleSize: 4 },
        { stage: "Interview", value: 4, sampleSize: 3 },
        { stage: "Offer", value: 4, sampleSize: 3 },
        { stage: "Hired", value: 4, sampleSize: 3 },
      ],
    });
    // first entered in October: Applied H1 H2 R1 A1 (A1 still there), Screen H1 H2 R1 (R1 rejected),
    // Interview and Offer H1 H2 H3; Hired is the last stage
    expect(m.pass_through_rate).toMatchObject({
      value: 0.846,
      sampleSize: 13,
      byStage: [
        { stage: "Applied", value: 0.75, sampleSize: 4 },
        { stage: "Screen", value: 0.667, sampleSize: 3 },
        { stage: "Interview", value: 1, sampleSize: 3 },
        { stage: "Offer", value: 1, sampleSize: 3 },
      ],
    });
    expect(m.offer_acceptance_rate).toMatchObject({ value: 0.5, sampleSize: 2, statistic: "share" });
    expect(m.interviews_per_hire).toMatchObject({ value: 1, sampleSize: 3, statistic: "mean" });
    // H1 left Applied after 2 d, H2 was written to after 1 d, R1 left Applied after 1 d; A1 waits
    expect(m.time_to_first_answer_days_median).toMatchObject({ value: 1, sampleSize: 3, unanswered: 1 });
    // half a day and a day: the median of two is their mean, 0.75, shown to one decimal
    expect(m.time_to_schedule_days_median).toMatchObject({ value: 0.8, sampleSize: 2 });
    expect(m.source_of_hire).toMatchObject({
      value: 3,
      sampleSize: 3,
      bySource: [
        { source: "linkedin", value: 0.667, sampleSize: 2 },
        { source: "unknown", value: 0.333, sampleSize: 1 },
      ],
    });
    expect(m.source_quality).toMatchObject({
      value: 0.5,
      sampleSize: 4,
      bySource: [
        { source: "linkedin", value: 0.667, sampleSize: 3 },
        { source: "referral", value: 0, sampleSize: 1 },
      ],
    });
  });

  it("counts only what the viewer may see", async () => {
    // the hiring manager sees job B alone: one hire, three days after applying and four after it opened
    const manager = await metricsOf(world.hiring_manager.key, PERIOD);
    expect(manager.time_to_hire_days_median).toMatchObject({ value: 3, sampleSize: 1 });
    expect(manager.time_to_fill_days_median).toMatchObject({ value: 4, sampleSize: 1 });
    expect((await call("GET", `/api/reports/metrics?${PERIOD}&jobId=${jobA.id}`, { key: world.hiring_manager.key })).status).toBe(404);
    // an interviewer asked about nothing counts nothing, and says so with null rather than zero
    const interviewer = await metricsOf(world.interviewer.key, PERIOD);
    expect(interviewer.time_to_hire_days_median).toMatchObject({ value: null, sampleSize: 0 });
    expect(interviewer.pass_through_rate).toMatchObject({ value: null, sampleSize: 0, byStage: [] });
    expect(interviewer.source_of_hire).toMatchObject({ value: 0, sampleSize: 0, bySource: [] });
    // the admin without a job counts both jobs: four hires in October
    const admin = await metricsOf(world.admin.key, PERIOD);
    expect(admin.time_to_hire_days_median).toMatchObject({ sampleSize: 4, value: 15 });
  });

  it("refuses a period that is not one, and reads the 90 days up to now without one", async () => {
    for (const query of ["from=2026-11-01&to=2026-10-01", "from=2026-13-01", "from=2020-01-01&to=2026-01-02", "to=yesterday", "from=2999-01-01"]) {
      const answer = await call("GET", `/api/reports/metrics?${query}`, { key: world.admin.key });
      expect(answer.status, query).toBe(400);
    }
    const recent = await call("GET", "/api/reports/metrics", { key: world.admin.key });
    expect(recent.status).toBe(200);
    const { from, to } = recent.body.period;
    expect(new Date(to).getTime() - new Date(from).getTime()).toBe(90 * 86_400_000);
  });

  it("publishes each definition with the SQL that computes it", async () => {
    for (const metric of METRICS) {
      const html = renderToStaticMarkup(await MetricDefinitionPage({ params: Promise.resolve({ key: metric.key }) }));
      expect(html).toContain(`<h1 class="mt-2 text-2xl font-semibold">${metric.name}</h1>`);
      // the statement the endpoint runs, whole, as the page's code block
      expect(html).toContain(`<code>${escapeHtml(metric.sql)}</code>`);
    }
    await expect(MetricDefinitionPage({ params: Promise.resolve({ key: "no_such_metric" }) })).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404|NEXT_NOT_FOUND/);
  });
});
