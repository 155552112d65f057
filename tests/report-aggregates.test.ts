import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { ownerDb } from "@/lib/db/owner";
import { withCaller } from "@/lib/db/caller-scope";
import type { Caller } from "@/lib/auth/caller";
import type { BuiltInRoleKey as Role } from "@/lib/auth/permissions";
import { createApplication, createJob, createUser } from "@/prisma/factories";
import { ReportQuery, type Report } from "@/lib/schemas/report";
import { reportQuery } from "@/lib/server/reports/report-query";
import { reportOracleQuery } from "@/lib/server/reports/report-oracle-query";
import { eraseCandidateAs } from "@/lib/server/candidates/erase-candidate";
import { createRandom } from "@/prisma/seed/random";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";
import { permissionsOf } from "@/lib/auth/permissions";

const { call } = withApi();

// docs/decisions/200: the report reads aggregates kept by triggers; today's statement (the oracle,
// report-oracle-query.ts) reads every row. On a random history (applies, moves, rejections,
// withdrawals, hires, reopenings, bulk inserts and updates, stage reorders and deletes, deleted
// applications, candidates and jobs, erasures) spread over eight months, both must answer the same
// document for every role, range and filter. Seeded, so a failure replays.

const DAY = 86_400_000;
const SEED = Number(process.env.REPORT_ORACLE_SEED ?? 20261124);


type Both = { report: Report; jobFound: boolean };

// Both statements in one transaction, so they share now(); as the caller, whose visibility the
// database's policies apply to both (decision 300).
async function compare(caller: Caller, query: ReportQuery): Promise<Both> {
  return withCaller(caller, () => db.$transaction(async (tx) => {
    const [oracle] = await tx.$queryRaw<Both[]>(reportOracleQuery(caller, query));
    const [fresh] = await tx.$queryRaw<Both[]>(reportQuery(caller, query));
    expect(fresh, `${caller.role} ${JSON.stringify(query)}`).toEqual(oracle);
    return fresh;
  }));
}

// The aggregates equal what the migration's back-fill computes from the rows.
async function expectAggregatesMatchRows(orgId: number) {
  const jobDays = await ownerDb.$queryRaw<unknown[]>`
    SELECT job_id, day::text, applications, active, rejected, hired, withdrawn, hire_seconds::text FROM report_job_days
    WHERE job_id IN (SELECT id FROM jobs WHERE organization_id = ${orgId})
      AND (applications, active, rejected, hired, withdrawn, hire_seconds) <> (0, 0, 0, 0, 0, 0)
    EXCEPT
    SELECT job_id, (created_at AT TIME ZONE 'UTC')::date::text, count(*)::int, count(*) FILTER (WHERE status = 'active')::int,
      count(*) FILTER (WHERE status = 'rejected')::int, count(*) FILTER (WHERE status = 'hired')::int,
      count(*) FILTER (WHERE status = 'withdrawn')::int, coalesce(sum(extract(epoch FROM hired_at - created_at)), 0)::numeric(38, 6)::text
    FROM applications WHERE organization_id = ${orgId} GROUP BY 1, 2`;
  expect(jobDays).toEqual([]);
  const orgDays = await ownerDb.$queryRaw<unknown[]>`
    (SELECT day::text, applications, active, rejected, hired, withdrawn, hire_seconds::text FROM report_org_days
     WHERE organization_id = ${orgId} AND (applications, active, rejected, hired, withdrawn, hire_seconds) <> (0, 0, 0, 0, 0, 0))
    EXCEPT
    SELECT day::text, sum(applications)::int, sum(active)::int, sum(rejected)::int, sum(hired)::int, sum(withdrawn)::int, sum(hire_seconds)::text
    FROM report_job_days WHERE job_id IN (SELECT id FROM jobs WHERE organization_id = ${orgId}) GROUP BY 1
    HAVING sum(applications) <> 0 OR sum(hire_seconds) <> 0`;
  expect(orgDays).toEqual([]);
  const closedTotals = await ownerDb.$queryRaw<unknown[]>`
    SELECT o.stage_id, o.closed_stays, o.closed_seconds::text FROM report_stage_now o JOIN stages s ON s.id = o.stage_id JOIN jobs j ON j.id = s.job_id
    WHERE j.organization_id = ${orgId} AND (o.closed_stays, o.closed_seconds) <> (0, 0)
    EXCEPT
    SELECT v.stage_id, count(*)::int, sum(extract(epoch FROM v.left_at - v.entered_at))::numeric(38, 6)::text
    FROM stage_visits v JOIN stages s ON s.id = v.stage_id JOIN jobs j ON j.id = s.job_id
    WHERE j.organization_id = ${orgId} AND v.left_at IS NOT NULL GROUP BY 1`;
  expect(closedTotals).toEqual([]);
  const [counts] = await ownerDb.$queryRaw<{ buckets: number; groups: number; stays: number; visits: number; open: number; openRows: number }[]>`
    SELECT (SELECT count(*)::int FROM report_job_days WHERE job_id IN (SELECT id FROM jobs WHERE organization_id = ${orgId}) AND applications <> 0) AS buckets,
      (SELECT count(DISTINCT (job_id, (created_at AT TIME ZONE 'UTC')::date))::int FROM applications WHERE organization_id = ${orgId}) AS groups,
      (SELECT coalesce(sum(stays), 0)::int FROM report_stage_days WHERE stage_id IN (SELECT s.id FROM stages s JOIN jobs j ON j.id = s.job_id WHERE j.organization_id = ${orgId})) AS stays,
      (SELECT count(*)::int FROM stage_visits v JOIN stages s ON s.id = v.stage_id JOIN jobs j ON j.id = s.job_id WHERE j.organization_id = ${orgId} AND v.left_at IS NOT NULL) AS visits,
      (SELECT coalesce(sum(open_stays), 0)::int FROM report_stage_now WHERE stage_id IN (SELECT s.id FROM stages s JOIN jobs j ON j.id = s.job_id WHERE j.organization_id = ${orgId})) AS "openRows",
      (SELECT count(*)::int FROM stage_visits v JOIN stages s ON s.id = v.stage_id JOIN jobs j ON j.id = s.job_id WHERE j.organization_id = ${orgId} AND v.left_at IS NULL) AS open`;
  expect(counts.buckets).toBe(counts.groups);
  expect(counts.stays).toBe(counts.visits);
  expect(counts.openRows).toBe(counts.open);
}

describe("report from aggregates (docs/decisions/200)", () => {
  it("answers exactly what today's query answers, on a random history, for every role, range and filter", async () => {
    const rand = createRandom(SEED).next;
    const int = (n: number) => Math.floor(rand() * n);
    const pick = <T,>(items: T[]): T => items[int(items.length)];
    const now = Date.now();

    const world = await createWorld("Report Oracle Org");
    const orgId = world.organization.id;
    const otherManager = await createUser(orgId, { role: "hiring_manager" });
    const idleInterviewer = await createUser(orgId, { role: "interviewer" });
    const callerOf = (id: string, role: Role): Caller => ({ userId: id, orgId, role, permissions: permissionsOf(role), name: role, credential: { kind: "session", id: "test" } });
    const callers = [
      callerOf(world.admin.id, "admin"),
      callerOf(world.recruiter.id, "recruiter"),
      callerOf(world.hiring_manager.id, "hiring_manager"),
      callerOf(otherManager.id, "hiring_manager"),
      callerOf(world.interviewer.id, "interviewer"),
      callerOf(idleInterviewer.id, "interviewer"),
    ];

    const specs = [
      { department: "Engineering", status: "open", stages: 4, managers: [world.hiring_manager.id] },
      { department: "Engineering", status: "closed", stages: 5, managers: [world.hiring_manager.id, otherManager.id] },
      { department: "Sales", status: "open", stages: 3, managers: [otherManager.id] },
      { department: null, status: "open", stages: 4, managers: [] },
      { department: "Sales", status: "draft", stages: 3, managers: [] },
      { department: "Ops", status: "closed", stages: 4, managers: [] },
      { department: "Ops", status: "open", stages: 5, managers: [] },
    ] as const;
    const jobs: Awaited<ReturnType<typeof createJob>>[] = [];
    for (const [i, spec] of specs.entries()) {
      jobs.push(
        await createJob(orgId, {
          title: `Oracle job ${i}`,
          department: spec.department ?? undefined,
          status: spec.status,
          hiringManagerIds: [...spec.managers],
          stageNames: Array.from({ length: spec.stages }, (_, s) => `Stage ${s}`),
        }),
      );
    }

    const at = (ms: number) => new Date(Math.round(ms));
    type App = { id: number; jobIndex: number; stageIds: number[]; stage: number; status: string; t: number };
    const apps: App[] = [];
    let candidateNo = 0;
    const newCandidate = async () => {
      candidateNo += 1;
      const [row] = await ownerDb.$queryRaw<{ id: number }[]>`
        INSERT INTO candidates (organization_id, name, email, updated_at)
        VALUES (${orgId}, ${`Oracle Person ${candidateNo}`}, ${`oracle-${SEED}-${candidateNo}@example.test`}, now()) RETURNING id`;
      return row.id;
    };
    // history times: mostly within eight months, some right at the edges of the 30- and 90-day ranges
    const createdAt = () => {
      const r = rand();
      if (r < 0.1) return now - 30 * DAY + (rand() - 0.5) * 2 * DAY;
      if (r < 0.15) return now - 90 * DAY + (rand() - 0.5) * 2 * DAY;
      if (r < 0.2) return now - 60 * DAY + (rand() - 0.5) * 2 * DAY;
      return now - rand() * 240 * DAY;
    };
    const apply = async (jobIndex: number, t: number) => {
      const job = jobs[jobIndex];
      const stageIds = job.stages.map((s) => s.id);
      const candidateId = await newCandidate();
      const [row] = await ownerDb.$queryRaw<{ id: number }[]>`
        INSERT INTO applications (organization_id, job_id, candidate_id, current_stage_id, status, candidate_name, created_at, updated_at)
        VALUES (${orgId}, ${job.id}, ${candidateId}, ${stageIds[0]}, 'active', 'Oracle', ${at(t)}, ${at(t)}) RETURNING id`;
      await ownerDb.$executeRaw`INSERT INTO stage_visits (application_id, stage_id, entered_at) VALUES (${row.id}, ${stageIds[0]}, ${at(t)})`;
      const app = { id: row.id, jobIndex, stageIds, stage: 0, status: "active", t };
      apps.push(app);
      return app;
    };
    const closeVisit = (app: App, t: number) =>
      ownerDb.$executeRaw`UPDATE stage_visits SET left_at = ${at(t)} WHERE application_id = ${app.id} AND left_at IS NULL`;
    const move = async (app: App, stage: number, t: number) => {
      await closeVisit(app, t);
      await ownerDb.$executeRaw`INSERT INTO stage_visits (application_id, stage_id, entered_at) VALUES (${app.id}, ${app.stageIds[stage]}, ${at(t)})`;
      await ownerDb.$executeRaw`UPDATE applications SET current_stage_id = ${app.stageIds[stage]}, updated_at = ${at(t)} WHERE id = ${app.id}`;
      app.stage = stage;
    };
    const close = async (app: App, status: "rejected" | "withdrawn" | "hired", t: number) => {
      if (status === "hired") await move(app, app.stageIds.length - 1, t);
      await closeVisit(app, t);
      await ownerDb.$executeRaw`UPDATE applications SET status = ${status}::application_status, closed_at = ${at(t)},
        hired_at = ${status === "hired" ? at(t) : null}, rejection_reason = ${status === "rejected" ? "No" : null} WHERE id = ${app.id}`;
      app.status = status;
    };
    const reopen = async (app: App, t: number) => {
      await ownerDb.$executeRaw`UPDATE applications SET status = 'active', closed_at = NULL, hired_at = NULL, rejection_reason = NULL WHERE id = ${app.id}`;
      await ownerDb.$executeRaw`INSERT INTO stage_visits (application_id, stage_id, entered_at) VALUES (${app.id}, ${app.stageIds[app.stage]}, ${at(t)})`;
      app.status = "active";
    };

    // one application at a time, each living its history
    for (let n = 0; n < 120; n++) {
      const app = await apply(int(jobs.length), createdAt());
      let t = app.t;
      for (let step = 0; step < 6; step++) {
        t += rand() * rand() * 25 * DAY;
        if (t > now - 60_000) break;
        const r = rand();
        if (app.status === "active") {
          if (r < 0.55) await move(app, (app.stage + 1 + int(app.stageIds.length - 1)) % app.stageIds.length, t);
          else if (r < 0.68) await close(app, "rejected", t);
          else if (r < 0.78) await close(app, "withdrawn", t);
          else if (r < 0.88) await close(app, "hired", t);
        } else if (app.status !== "hired" && r < 0.35) {
          await reopen(app, t);
        }
      }
    }
    // a bulk insert: many applications and visits in one statement each (imports, the bench seed)
    const bulkJob = jobs[0];
    const bulkCandidates = [];
    for (let i = 0; i < 25; i++) bulkCandidates.push(await newCandidate());
    const bulkTimes = bulkCandidates.map(() => at(createdAt()));
    const bulk = await ownerDb.$queryRaw<{ id: number; created_at: Date }[]>`
      INSERT INTO applications (organization_id, job_id, candidate_id, current_stage_id, status, candidate_name, created_at, updated_at)
      SELECT ${orgId}, ${bulkJob.id}, c, ${bulkJob.stages[1].id}, 'active', 'Bulk', t, t
      FROM unnest(${bulkCandidates}::int[], ${bulkTimes}::timestamptz[]) AS x(c, t) RETURNING id, created_at`;
    await ownerDb.$executeRaw`INSERT INTO stage_visits (application_id, stage_id, entered_at)
      SELECT id, ${bulkJob.stages[1].id}, t FROM unnest(${bulk.map((b) => b.id)}::int[], ${bulk.map((b) => b.created_at)}::timestamptz[]) AS x(id, t)`;
    for (const b of bulk) apps.push({ id: b.id, jobIndex: 0, stageIds: bulkJob.stages.map((s) => s.id), stage: 1, status: "active", t: b.created_at.getTime() });
    // a bulk status change and a bulk move of creation dates (earlier, across day and range edges)
    await ownerDb.$executeRaw`UPDATE applications SET status = 'withdrawn', closed_at = now() WHERE id = ANY(${bulk.slice(0, 8).map((b) => b.id)}::int[])`;
    await ownerDb.$executeRaw`UPDATE stage_visits SET left_at = now() WHERE left_at IS NULL AND application_id = ANY(${bulk.slice(0, 8).map((b) => b.id)}::int[])`;
    await ownerDb.$executeRaw`UPDATE applications SET created_at = created_at - interval '1 day 7 hours' WHERE id = ANY(${apps.filter(() => rand() < 0.1).map((a) => a.id)}::int[])`;

    // the earliest application, 1 h into a UTC day, with stays that end that same day: `all` starts
    // at it, so those stays are the ones read from rows at the start of its range
    const firstDay = Math.floor((now - 260 * DAY) / DAY) * DAY;
    const earliest = await apply(0, firstDay + 3_600_000);
    await move(earliest, 1, firstDay + 3 * 3_600_000);
    await move(earliest, 2, firstDay + 5 * 3_600_000);

    // review requests: the interviewer on some applications anywhere, the first hiring manager on
    // some of jobs they do not manage (visible one by one), the second on one of their own jobs
    const requests: [number, string][] = [];
    requests.push([earliest.id, world.interviewer.id]);
    for (const app of apps) {
      if (rand() < 0.12) requests.push([app.id, world.interviewer.id]);
      if (![0, 1].includes(app.jobIndex) && rand() < 0.08) requests.push([app.id, world.hiring_manager.id]);
      if (app.jobIndex === 2 && rand() < 0.1) requests.push([app.id, otherManager.id]);
    }
    for (const [applicationId, reviewerId] of requests) {
      await ownerDb.$executeRaw`INSERT INTO review_requests (application_id, reviewer_id) VALUES (${applicationId}, ${reviewerId}) ON CONFLICT DO NOTHING`;
    }

    const queries: ReportQuery[] = [];
    for (const range of ["30d", "90d", "all"] as const) {
      queries.push(ReportQuery.parse({ range }));
      // a managed job with review requests elsewhere, an unmanaged one; a department of two jobs, none
      for (const job of [jobs[2], jobs[3]]) queries.push(ReportQuery.parse({ range, jobId: String(job.id) }));
      for (const department of ["Engineering", "Nowhere"]) queries.push(ReportQuery.parse({ range, department }));
    }
    const compareAll = async () => {
      const answers = new Map<string, Both>();
      for (const caller of callers) for (const query of queries) answers.set(`${caller.userId} ${JSON.stringify(query)}`, await compare(caller, query));
      return answers;
    };

    const first = await compareAll();
    // the comparison has something to compare: figures, stays and scoped callers that see some
    const adminAll = first.get(`${world.admin.id} ${JSON.stringify(ReportQuery.parse({ range: "all" }))}`)!.report;
    expect(adminAll.totals.applications).toBe(apps.length);
    expect(adminAll.totals.hired).toBeGreaterThan(5);
    expect(adminAll.totals.rejected + adminAll.totals.withdrawn).toBeGreaterThan(10);
    expect(adminAll.jobs.flatMap((j) => j.stages).filter((s) => s.avgDaysInStage > 0).length).toBeGreaterThan(10);
    const interviewer30 = first.get(`${world.interviewer.id} ${JSON.stringify(ReportQuery.parse({ range: "90d" }))}`)!.report;
    expect(interviewer30.totals.applications).toBeGreaterThan(0);
    expect(interviewer30.totals.applications).toBeLessThan(adminAll.totals.applications);
    await expectAggregatesMatchRows(orgId);

    // erasure leaves every report as it was (decision 197)
    const erased = pick(apps.filter((a) => a.status === "hired"));
    const [{ candidate_id: erasedCandidate }] = await ownerDb.$queryRaw<{ candidate_id: number }[]>`SELECT candidate_id FROM applications WHERE id = ${erased.id}`;
    const [before] = await ownerDb.$queryRaw<Both[]>(reportQuery(callers[0], ReportQuery.parse({ range: "all" })));
    await eraseCandidateAs({ userId: world.admin.id, name: "Admin" }, orgId, erasedCandidate, "admin");
    const after = (await ownerDb.$queryRaw<Both[]>(reportQuery(callers[0], ReportQuery.parse({ range: "all" }))))[0];
    // open stays run to now, so compare everything but them
    expect(after.report.totals).toEqual(before.report.totals);
    expect(after.report.series).toEqual(before.report.series);
    expect(after.report.avgTimeToHireDays).toBe(before.report.avgTimeToHireDays);

    // structure changes: a stage reorder, a stage delete that moves what is in it (decision 163),
    // a deleted application, a deleted candidate (cascade) and a deleted job
    const reordered = jobs[6];
    await ownerDb.$executeRaw`UPDATE stages SET position = CASE position WHEN 0 THEN 1 WHEN 1 THEN 0 END WHERE job_id = ${reordered.id} AND position IN (0, 1)`;
    const cut = jobs[3].stages[2];
    const into = jobs[3].stages[1];
    await ownerDb.$executeRaw`UPDATE stage_visits SET left_at = now() WHERE left_at IS NULL AND application_id IN (SELECT id FROM applications WHERE current_stage_id = ${cut.id} AND status = 'active')`;
    await ownerDb.$executeRaw`INSERT INTO stage_visits (application_id, stage_id, entered_at) SELECT id, ${into.id}, now() FROM applications WHERE current_stage_id = ${cut.id} AND status = 'active'`;
    await ownerDb.$executeRaw`UPDATE applications SET current_stage_id = ${into.id} WHERE current_stage_id = ${cut.id}`;
    await ownerDb.$executeRaw`DELETE FROM stages WHERE id = ${cut.id}`;
    await ownerDb.$executeRaw`UPDATE stages SET position = position - 1 WHERE job_id = ${jobs[3].id} AND position > 2`;
    await ownerDb.$executeRaw`DELETE FROM applications WHERE id = ${pick(apps.filter((a) => a.jobIndex === 2)).id}`;
    await ownerDb.$executeRaw`DELETE FROM candidates WHERE id = (SELECT candidate_id FROM applications WHERE id = ${pick(apps.filter((a) => a.jobIndex === 0 && a.status === "hired")).id})`;
    await ownerDb.$executeRaw`DELETE FROM jobs WHERE id = ${jobs[4].id}`;
    // a rolled back change leaves nothing behind
    await expect(
      ownerDb.$transaction(async (tx) => {
        await tx.$executeRaw`UPDATE applications SET status = 'rejected', closed_at = now() WHERE job_id = ${jobs[6].id} AND status = 'active'`;
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");

    await compareAll();
    await expectAggregatesMatchRows(orgId);
    // the deleted job is a 404 for everyone, through the same statement
    const gone = await compare(callers[0], ReportQuery.parse({ range: "30d", jobId: String(jobs[4].id) }));
    expect(gone.jobFound).toBe(false);
  }, 120_000);

  it("stays exact under concurrent moves both ways between two stages of one job, without deadlocks", async () => {
    const world = await createWorld("Report Concurrency Org");
    const job = await createJob(world.organization.id, { status: "open" });
    const [first, second] = job.stages;
    const apps = [];
    for (let i = 0; i < 4; i++) apps.push(await createApplication(job, { createdAt: new Date(Date.now() - (i + 1) * 3_600_000), stageIndex: i % 2 }));
    // each move closes a stay in one stage and opens one in the other: half go one way, half the
    // other, so without one lock order two of them take the two stages' rows in opposite orders
    // (four at a time stay within the tests' pool of five connections; rounds swap them back)
    const at = new Map(apps.map((app) => [app.id, app.currentStageId]));
    for (let round = 0; round < 4; round++) {
      const moves = await Promise.all(
        apps.map((app) => {
          const to = at.get(app.id) === first.id ? second.id : first.id;
          at.set(app.id, to);
          return call("PATCH", `/api/applications/${app.id}`, { key: world.recruiter.key, body: { currentStageId: to } });
        }),
      );
      expect(moves.map((m) => m.status)).toEqual(apps.map(() => 200));
    }
    await expectAggregatesMatchRows(world.organization.id);
    const admin: Caller = { userId: world.admin.id, orgId: world.organization.id, role: "admin", permissions: permissionsOf("admin"), name: "admin", credential: { kind: "session", id: "test" } };
    const both = await compare(admin, ReportQuery.parse({ range: "30d" }));
    expect(both.report.jobs[0].stages.slice(0, 2).map((st) => st.count)).toEqual([2, 2]);
  });

  it("keeps the aggregates' row count proportional to days, not applications", async () => {
    const world = await createWorld("Report Buckets Org");
    const job = await createJob(world.organization.id, { status: "open" });
    const [{ n }] = await ownerDb.$queryRaw<{ n: number }[]>`
      WITH c AS (
        INSERT INTO candidates (organization_id, name, email, updated_at)
        SELECT ${world.organization.id}, 'Bucket', 'bucket-' || g || '@example.test', now() FROM generate_series(1, 600) g RETURNING id
      ), a AS (
        INSERT INTO applications (organization_id, job_id, candidate_id, current_stage_id, status, candidate_name, created_at, updated_at)
        SELECT ${world.organization.id}, ${job.id}, c.id, ${job.stages[0].id}, 'active', 'Bucket',
          now() - (c.id % 3) * interval '1 day', now() FROM c RETURNING id
      ) SELECT count(*)::int AS n FROM a`;
    expect(n).toBe(600);
    const [{ rows }] = await ownerDb.$queryRaw<{ rows: number }[]>`SELECT count(*)::int AS rows FROM report_job_days WHERE job_id = ${job.id}`;
    expect(rows).toBeLessThanOrEqual(4);
    const [bucket] = await ownerDb.$queryRaw<{ applications: number; active: number }[]>`
      SELECT sum(applications)::int AS applications, sum(active)::int AS active FROM report_job_days WHERE job_id = ${job.id}`;
    expect(bucket).toEqual({ applications: 600, active: 600 });
  });
});
