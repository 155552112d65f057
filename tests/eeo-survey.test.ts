import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { asOwner, ownerDb } from "@/lib/db/owner";
import { withCaller } from "@/lib/db/caller-scope";
import { suppressJob, cellKey } from "@/lib/server/eeo/suppress-eeo-cells";
import { eraseCandidateAs } from "@/lib/server/candidates/erase-candidate";
import { RETENTION_ACTOR } from "@/lib/server/candidates/erase-expired-candidates";
import { createJob } from "@/prisma/factories";
import { quarterOf } from "@/lib/schemas/eeo";
import { stopClockAt } from "./support/clock";
import { withApi } from "./support/http";
import { postForm } from "./support/multipart";
import { listApiRoutes } from "./support/route-table";
import { createWorld, ROLES, type Member } from "./support/world";
import { permissionsOf } from "@/lib/auth/permissions";

const { call, baseUrl } = withApi();

// Values no other field of the app holds, so finding one in a body means an answer leaked.
const LEAKY = { gender: "female", raceEthnicity: "native_hawaiian_or_other_pacific_islander", veteranStatus: "protected_veteran", disabilityStatus: "yes" };

// the organization's survey on, and then the job's (decision 461: a job posted before the
// organization's survey went on does not ask it until it is switched on for that job)
async function surveyOrg(name: string, enabled = true) {
  const world = await createWorld(name);
  const job = await createJob(world.organization.id, { title: `${name} Engineer` });
  if (enabled) {
    expect((await call("PATCH", "/api/orgs/branding", { key: world.admin.key, body: { eeoSurveyEnabled: true } })).status).toBe(200);
    expect((await call("PATCH", `/api/jobs/${job.id}`, { key: world.admin.key, body: { eeoSurvey: true } })).status).toBe(200);
  }
  const apply = (email: string, eeo: unknown, extra: Record<string, unknown> = {}) =>
    call("POST", `/api/public/orgs/${world.organization.slug}/jobs/${job.slug}/apply`, { body: { name: `Person ${email}`, email, eeo, ...extra } });
  return { world, job, apply };
}

function callerOf(member: Member) {
  return { orgId: member.organizationId, userId: member.id, role: member.role, permissions: permissionsOf(member.role) };
}

// the walk over every GET of the API (four roles each) grows with the API; on a loaded machine it
// outlasted the default 30 s
const WALK_TIMEOUT_MS = 120_000;

describe("the voluntary EEO survey", () => {
  it("is off by default; turning it on is an admin's change, audited", async () => {
    const { world, job, apply } = await surveyOrg("Eeo Default", false);
    expect((await call("GET", "/api/orgs/me", { key: world.admin.key })).body.organization.eeoSurveyEnabled).toBe(false);
    expect((await call("GET", `/api/public/orgs/${world.organization.slug}/jobs/${job.slug}`)).body.organization.eeoSurveyEnabled).toBe(false);
    // answers sent while it is off are not kept
    expect((await apply("off@example.com", LEAKY)).status).toBe(201);
    expect(await ownerDb.eeoResponse.count({ where: { organizationId: world.organization.id } })).toBe(0);
    expect((await call("PATCH", "/api/orgs/branding", { key: world.recruiter.key, body: { eeoSurveyEnabled: true } })).status).toBe(403);
    const on = await call("PATCH", "/api/orgs/branding", { key: world.admin.key, body: { eeoSurveyEnabled: true } });
    expect(on.body.organization.eeoSurveyEnabled).toBe(true);
    expect((await call("GET", `/api/public/orgs/${world.organization.slug}/jobs/${job.slug}`)).body.organization.eeoSurveyEnabled).toBe(true);
    const [entry] = (await call("GET", "/api/audit-logs?action=organization.branding_updated", { key: world.admin.key })).body.logs;
    expect(entry.metadata).toMatchObject({ before: { eeoSurveyEnabled: false }, after: { eeoSurveyEnabled: true } });
  });

  it("keeps answers apart, skipped questions as declined; bad values are a 400 naming the question", async () => {
    const { world, apply } = await surveyOrg("Eeo Store");
    const bad = await apply("bad@example.com", { gender: "robot" });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([expect.objectContaining({ path: "eeo.gender" })]);
    expect((await apply("some@example.com", { gender: "male" })).status).toBe(201);
    expect((await apply("none@example.com", {})).status).toBe(201);
    const rows = await ownerDb.eeoResponse.findMany({ where: { organizationId: world.organization.id }, select: { gender: true, raceEthnicity: true, veteranStatus: true, disabilityStatus: true } });
    expect(rows).toEqual([{ gender: "male", raceEthnicity: "decline_to_answer", veteranStatus: "decline_to_answer", disabilityStatus: "decline_to_answer" }]);
  });

  it("takes the survey as one JSON field of the multipart form", async () => {
    const { world, job } = await surveyOrg("Eeo Form");
    const res = await postForm(baseUrl(), `/api/public/orgs/${world.organization.slug}/jobs/${job.slug}/apply`, {
      name: "Form Person",
      email: "form@example.com",
      eeo: JSON.stringify({ raceEthnicity: "asian", disabilityStatus: "no" }),
    });
    expect(res.status).toBe(201);
    const row = await ownerDb.eeoResponse.findFirstOrThrow({ where: { organizationId: world.organization.id } });
    expect(row).toMatchObject({ gender: "decline_to_answer", raceEthnicity: "asian", disabilityStatus: "no" });
  });

  it("cannot be read row by row by the request role, whatever the caller", async () => {
    const { world, apply } = await surveyOrg("Eeo Rls");
    expect((await apply("rls@example.com", LEAKY)).status).toBe(201);
    for (const role of ROLES) {
      const read = withCaller(callerOf(world[role]), () => db.$queryRaw`SELECT * FROM eeo_responses`);
      await expect(read, role).rejects.toThrow(/permission denied/);
      const own = await withCaller(callerOf(world[role]), () => db.$queryRaw<unknown[]>`SELECT * FROM eeo_answers_of_candidate((SELECT min(id) FROM candidates))`);
      if (role !== "admin") expect(own, role).toEqual([]);
      // counted as if its quarter had ended (the clock is an argument): still a group of one
      const quarter = quarterOf(new Date());
      const counts = await withCaller(callerOf(world[role]), () =>
        db.$queryRaw<unknown[]>`SELECT * FROM eeo_cohort_counts(${quarter.from.toISOString().slice(0, 10)}::date, ${quarter.to}::timestamptz)`,
      );
      expect(counts, `${role}: one response is below every group's minimum`).toEqual([]);
      await expect(withCaller(callerOf(world[role]), () => db.$queryRaw`SELECT * FROM eeo_cohorts`), role).rejects.toThrow(/permission denied/);
    }
    // another organization's admin reads nothing of it, and erases nothing of it
    const { candidateId } = await ownerDb.application.findFirstOrThrow({ where: { organizationId: world.organization.id }, select: { candidateId: true } });
    const stranger = await createWorld("Eeo Stranger");
    expect(await withCaller(callerOf(stranger.admin), () => db.$queryRaw<unknown[]>`SELECT * FROM eeo_answers_of_candidate(${candidateId}::int)`)).toEqual([]);
    const [erased] = await withCaller(callerOf(stranger.admin), () => db.$queryRaw<{ n: number }[]>`SELECT erase_eeo_answers(${candidateId}::int, ${world.organization.id}::int) AS n`);
    expect(erased.n).toBe(0);
    expect(await withCaller(callerOf(world.admin), () => db.$queryRaw<unknown[]>`SELECT * FROM eeo_answers_of_candidate(${candidateId}::int)`)).toHaveLength(1);
  });

  it("returns no individual answer on any GET of the API, for any role", async () => {
    const { world, job, apply } = await surveyOrg("Eeo Walk");
    const applied = await apply("walk@example.com", LEAKY, { source: "walk" });
    expect(applied.status).toBe(201);
    const application = await ownerDb.application.findFirstOrThrow({ where: { jobId: job.id }, select: { id: true, candidateId: true, currentStageId: true } });
    await call("POST", `/api/applications/${application.id}/interviewers`, { key: world.admin.key, body: { userIds: [world.interviewer.id] } });
    const stage = await ownerDb.stage.findFirstOrThrow({ where: { jobId: job.id }, select: { id: true } });
    const values: Record<string, string> = {
      id: String(application.id),
      jobId: String(job.id),
      stageId: String(stage.id),
      slug: world.organization.slug,
      jobSlug: job.slug,
    };
    const byParent: Record<string, string> = { candidates: String(application.candidateId), jobs: String(job.id), applications: String(application.id), stages: String(stage.id) };
    const paths = listApiRoutes()
      .filter((r) => !r.pattern.includes("[..."))
      .map((r) =>
        r.segments
          .map((s, i) => (s.startsWith("[") ? (s === "[id]" ? (byParent[r.segments[i - 1]] ?? values.id) : (values[s.slice(1, -1)] ?? "1")) : s))
          .join("/"),
      );
    let checked = 0;
    // each path asked by the four roles at once: the walk grows with the API, one request at a time
    // it passed the test's time limit on a loaded machine
    for (const path of paths) {
      await Promise.all(
        ROLES.map(async (role) => {
          // a redirect (single sign-on's start and callback send a browser to the sign-in page) is read
          // as it is: its own body is what this API answered, the page it names is not the API's
          const res = await fetch(`${baseUrl()}/${path}`, { headers: { authorization: `Bearer ${world[role].key}` }, redirect: "manual" });
          // the notification stream never ends by itself, and it carries unread counts only
          if (res.headers.get("content-type")?.startsWith("text/event-stream")) {
            await res.body?.cancel();
            return;
          }
          const text = await res.text();
          if (path === `api/candidates/${application.candidateId}/export` && role === "admin") {
            // the data subject's own export is the one place their answers go (decision 341)
            expect(JSON.parse(text).applications[0].eeo).toEqual(LEAKY);
            return;
          }
          for (const value of [LEAKY.raceEthnicity, LEAKY.veteranStatus, "raceEthnicity", "disabilityStatus"]) {
            if (path === "api/openapi.json" || path === "api/reports/eeo") continue; // the schema and the report name the questions
            expect(text.includes(value), `${role} GET /${path} holds ${value}`).toBe(false);
          }
          checked++;
        }),
      );
    }
    expect(checked).toBeGreaterThan(40 * ROLES.length);
    // nor do webhook events or audit entries hold them
    const stored = await ownerDb.$queryRaw<{ n: number }[]>`SELECT ((SELECT count(*) FROM events WHERE organization_id = ${world.organization.id} AND body LIKE '%native_hawaiian%')
        + (SELECT count(*) FROM audit_logs WHERE organization_id = ${world.organization.id} AND metadata::text LIKE '%native_hawaiian%'))::int AS n`;
    expect(stored[0].n).toBe(0);
    expect(await ownerDb.event.count({ where: { organizationId: world.organization.id, type: "application.created" } })).toBe(1);
  }, WALK_TIMEOUT_MS);

  it("reports by job and stage to admins only, with groups under 5 and what subtraction would reveal hidden", async () => {
    const { world, job, apply } = await surveyOrg("Eeo Report");
    const answers = [
      ...Array.from({ length: 6 }, () => ({ gender: "female", veteranStatus: "not_a_protected_veteran" })),
      ...Array.from({ length: 3 }, () => ({ gender: "male", veteranStatus: "not_a_protected_veteran" })),
      { gender: "decline_to_answer", veteranStatus: "protected_veteran" },
    ];
    for (const [i, eeo] of answers.entries()) expect((await apply(`r${i}@example.com`, eeo)).status).toBe(201);
    for (const role of ["recruiter", "hiring_manager", "interviewer"] as const) {
      expect((await call("GET", "/api/reports/eeo", { key: world[role].key })).status, role).toBe(403);
    }
    // counted once their quarter has ended (decision 447): read a day after it
    const quarter = quarterOf(new Date());
    stopClockAt(new Date(quarter.to.getTime() + 86_400_000));
    const res = await call("GET", "/api/reports/eeo", { key: world.admin.key });
    expect(res.status).toBe(200);
    expect(res.body.period).toEqual({ id: quarter.id, from: quarter.from.toISOString(), to: quarter.to.toISOString() });
    const row = res.body.jobs.find((j: { id: number }) => j.id === job.id);
    expect(row.responses).toBe(10);
    // male (3) and declined (1) are under 5, and 10 - 6 would tell that 4 people are one or the
    // other: a group under 5 as well, so 6 is hidden too
    expect(row.answers.gender).toEqual({ female: null, male: null, decline_to_answer: null });
    // protected (1) and declined (0) are hidden; 10 - 9 would reveal the one veteran: 9 goes too
    expect(row.answers.veteranStatus).toEqual({ protected_veteran: null, not_a_protected_veteran: null, decline_to_answer: null });
    // 10 without a disability answer: all declined, so the count stands (nobody is singled out)
    expect(row.answers.disabilityStatus).toEqual({ yes: null, no: null, decline_to_answer: 10 });
    // all ten are in the first stage, which mirrors the job
    expect(row.stages[0]).toMatchObject({ responses: 10, answers: { gender: { female: null, male: null }, disabilityStatus: { decline_to_answer: 10 } } });
    expect(row.stages[1]).toMatchObject({ responses: null });
  });

  it("hides a stage's count that the job's total and the other stages would reveal", () => {
    // job: 12 responses, stage A 8, stage B 4 (hidden): A would give B away as 12 - 8
    const counts = new Map([
      [cellKey("job", "total", null), 12],
      [cellKey("1", "total", null), 8],
      [cellKey("job", "gender", "female"), 12],
      [cellKey("1", "gender", "female"), 8],
    ]);
    const { job, stages } = suppressJob(counts, [1, 2]);
    expect(stages.map((s) => s.responses)).toEqual([null, null]);
    expect(job.responses).toBe(12);
    expect(stages[0].answers.gender.female).toBeNull();
  });

  it("shows counts of 5 and more when what is hidden adds up to nobody", () => {
    const counts = new Map([
      [cellKey("job", "total", null), 11],
      [cellKey("job", "gender", "female"), 6],
      [cellKey("job", "gender", "male"), 5],
      [cellKey("job", "veteranStatus", "decline_to_answer"), 11],
    ]);
    const { job } = suppressJob(counts, []);
    expect(job).toMatchObject({ responses: 11, answers: { gender: { female: 6, male: 5, decline_to_answer: null }, veteranStatus: { decline_to_answer: 11 } } });
  });

  it("goes with the person's erasure and comes with their export", async () => {
    const { world, job, apply } = await surveyOrg("Eeo Erase");
    expect((await apply("erase@example.com", LEAKY)).status).toBe(201);
    const { candidateId } = await ownerDb.application.findFirstOrThrow({ where: { jobId: job.id }, select: { candidateId: true } });
    expect((await call("GET", `/api/candidates/${candidateId}/export`, { key: world.recruiter.key })).status).toBe(403);
    expect((await call("GET", `/api/candidates/${candidateId}/export`, { key: world.admin.key })).body.applications[0].eeo).toEqual(LEAKY);
    expect((await call("DELETE", `/api/candidates/${candidateId}`, { key: world.admin.key })).status).toBe(200);
    expect(await ownerDb.eeoResponse.count({ where: { organizationId: world.organization.id } })).toBe(0);
    expect((await call("GET", `/api/candidates/${candidateId}/export`, { key: world.admin.key })).body.applications[0].eeo).toBeNull();
  });

  it("goes with an erasure by the retention job, which runs without a caller", async () => {
    const { world, apply } = await surveyOrg("Eeo Retention");
    expect((await apply("kept@example.com", LEAKY)).status).toBe(201);
    expect((await apply("expired@example.com", LEAKY)).status).toBe(201);
    const expired = await ownerDb.candidate.findFirstOrThrow({ where: { organizationId: world.organization.id, email: "expired@example.com" }, select: { id: true } });
    await asOwner(() => eraseCandidateAs(RETENTION_ACTOR, world.organization.id, expired.id, "retention"));
    const left = await ownerDb.eeoResponse.findMany({ where: { organizationId: world.organization.id }, select: { application: { select: { candidate: { select: { email: true } } } } } });
    expect(left.map((r) => r.application.candidate.email)).toEqual(["kept@example.com"]);
  });
});

// Issue 43, finding 11c (docs/decisions/461): the US survey is asked per job, so it can stay off
// the EU jobs of an organization that asks it on its US jobs.
describe("the EEO survey per job", () => {
  it("is the organization's setting for a new job and stays off on the jobs posted before it went on", async () => {
    const world = await createWorld("Eeo Per Job");
    const created = async (body: Record<string, unknown> = {}) => (await call("POST", "/api/jobs", { key: world.recruiter.key, body: { title: "Job", status: "open", ...body } })).body.job;
    const before = await created({ title: "Lisbon Engineer", location: "Lisbon" });
    expect(before.eeoSurvey).toBe(false);
    expect((await call("PATCH", "/api/orgs/branding", { key: world.admin.key, body: { eeoSurveyEnabled: true } })).status).toBe(200);
    expect((await call("GET", `/api/jobs/${before.id}`, { key: world.recruiter.key })).body.job.eeoSurvey).toBe(false);
    expect((await created({ title: "Austin Engineer" })).eeoSurvey).toBe(true);
    const berlin = await created({ title: "Berlin Engineer", eeoSurvey: false });
    expect(berlin.eeoSurvey).toBe(false);
    expect((await call("GET", "/api/jobs", { key: world.recruiter.key })).body.jobs.map((j: { title: string; eeoSurvey: boolean }) => [j.title, j.eeoSurvey])).toEqual([
      ["Berlin Engineer", false],
      ["Austin Engineer", true],
      ["Lisbon Engineer", false],
    ]);
    expect((await call("GET", `/api/public/orgs/${world.organization.slug}/jobs/${berlin.slug}`)).body.job.eeoSurvey).toBe(false);
  });

  it("keeps answers only when both the organization's and the job's survey are on", async () => {
    const world = await createWorld("Eeo Both");
    const us = await createJob(world.organization.id, { title: "Austin Engineer", eeoSurvey: true });
    const eu = await createJob(world.organization.id, { title: "Berlin Engineer" });
    const apply = (job: { slug: string }, email: string) =>
      call("POST", `/api/public/orgs/${world.organization.slug}/jobs/${job.slug}/apply`, { body: { name: `Person ${email}`, email, eeo: LEAKY } });
    const kept = () => ownerDb.eeoResponse.count({ where: { organizationId: world.organization.id } });
    // the job's survey alone asks nothing while the organization's is off
    expect((await apply(us, "us-off@example.com")).status).toBe(201);
    expect(await kept()).toBe(0);
    expect((await call("PATCH", "/api/orgs/branding", { key: world.admin.key, body: { eeoSurveyEnabled: true } })).status).toBe(200);
    expect((await apply(eu, "eu@example.com")).status).toBe(201);
    expect(await kept()).toBe(0);
    expect((await apply(us, "us@example.com")).status).toBe(201);
    expect(await kept()).toBe(1);
  });

  it("is changed on the job by whoever manages it, audited in job.updated", async () => {
    const world = await createWorld("Eeo Job Change");
    const job = await createJob(world.organization.id, { title: "Austin Engineer" });
    // an interviewer does not see the job at all
    expect((await call("PATCH", `/api/jobs/${job.id}`, { key: world.interviewer.key, body: { eeoSurvey: true } })).status).toBe(404);
    expect((await call("PATCH", `/api/jobs/${job.id}`, { key: world.recruiter.key, body: { eeoSurvey: "yes" } })).status).toBe(400);
    const res = await call("PATCH", `/api/jobs/${job.id}`, { key: world.recruiter.key, body: { eeoSurvey: true } });
    expect(res.status).toBe(200);
    expect(res.body.job.eeoSurvey).toBe(true);
    const [entry] = (await call("GET", "/api/audit-logs?action=job.updated", { key: world.admin.key })).body.logs;
    expect(entry.metadata).toMatchObject({ before: { eeoSurvey: false }, after: { eeoSurvey: true } });
  });
});
