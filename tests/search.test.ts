import { describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { callerSettingsStatement } from "@/lib/db/caller-scope";
import { createApplication, createCandidate, createJob } from "@/prisma/factories";
import { peopleSql } from "@/lib/server/search/search-everything";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";
import { permissionsOf } from "@/lib/auth/permissions";

const { call } = withApi();

async function setup() {
  const world = await createWorld("Search Org");
  const backend = await createJob(world.organization.id, { title: "Backend Engineer", hiringManagerIds: [world.hiring_manager.id] });
  const design = await createJob(world.organization.id, { title: "Product Designer" });
  const ada = await createCandidate(world.organization.id, { name: "Ada Lovelace", email: "ada@math.example" });
  const adaBackend = await createApplication(backend, { candidate: ada });
  const adaDesign = await createApplication(design, { candidate: ada });
  const grace = await createCandidate(world.organization.id, { name: "Grace Hopper", email: "admiral@navy.example" });
  const graceDesign = await createApplication(design, { candidate: grace });
  // sent with another name than the candidate's first one (decision 115)
  await ownerDb.application.update({ where: { id: graceDesign.id }, data: { candidateName: "Grace Brewster" } });
  const other = await createWorld("Other Search Org");
  const otherJob = await createJob(other.organization.id, { title: "Backend Engineer" });
  await createApplication(otherJob, { candidateName: "Ada Clone", candidateEmail: "ada@clone.example" });
  return { world, backend, design, ada, adaBackend, adaDesign, grace, graceDesign };
}

const search = (key: string, q: string) => call("GET", `/api/search?q=${encodeURIComponent(q)}`, { key });

describe("GET /api/search", () => {
  it("finds people by the start of their name, last name or e-mail, with their visible applications, and jobs by title", async () => {
    const { world, backend, design, ada, adaBackend, adaDesign, grace, graceDesign } = await setup();
    const res = await search(world.recruiter.key, "ada");
    expect(res.status).toBe(200);
    // full-text matches (decision 404): the documents of Ada's two applications hold her name and e-mail
    expect(res.body.matches.map((m: { candidateId: number }) => m.candidateId)).toEqual([ada.id]);
    expect({ people: res.body.people, jobs: res.body.jobs }).toEqual({
      people: [
        {
          candidateId: ada.id,
          name: "Ada Lovelace",
          email: "ada@math.example",
          applications: [
            { id: adaDesign.id, jobId: design.id, jobTitle: "Product Designer", status: "active" },
            { id: adaBackend.id, jobId: backend.id, jobTitle: "Backend Engineer", status: "active" },
          ],
        },
      ],
      jobs: [],
    });
    const ids = async (q: string) => (await search(world.recruiter.key, q)).body.people.map((p: { candidateId: number }) => p.candidateId);
    expect(await ids("LOVE")).toEqual([ada.id]);
    expect(await ids("admiral@")).toEqual([grace.id]);
    expect(await ids("brewster")).toEqual([grace.id]); // the name the application was sent with
    expect(await ids("ovelace")).toEqual([]); // prefixes only
    expect(await ids("%")).toEqual([]); // wildcards match literally
    expect(await ids("_da")).toEqual([]);
    const jobs = await search(world.recruiter.key, "engineer");
    expect(jobs.body.jobs).toEqual([{ id: backend.id, title: "Backend Engineer", status: backend.status }]);
    expect(graceDesign.jobId).toBe(design.id);
  });

  it("shows only what the caller may see", async () => {
    const { world, ada, adaBackend, grace, graceDesign } = await setup();
    // the hiring manager sees Ada through the job they manage only, and not Grace
    const hm = await search(world.hiring_manager.key, "a");
    expect(hm.body.people).toEqual([expect.objectContaining({ candidateId: ada.id, applications: [expect.objectContaining({ id: adaBackend.id })] })]);
    expect(hm.body.jobs.map((j: { title: string }) => j.title)).toEqual(["Backend Engineer"]);
    // the interviewer sees nothing until asked
    expect((await search(world.interviewer.key, "grace")).body).toEqual({ people: [], jobs: [], matches: [] });
    await ownerDb.reviewRequest.create({ data: { applicationId: graceDesign.id, reviewerId: world.interviewer.id } });
    const asked = await search(world.interviewer.key, "grace");
    expect(asked.body.people).toEqual([expect.objectContaining({ candidateId: grace.id })]);
    expect(asked.body.jobs).toEqual([]);
    expect((await search(world.interviewer.key, "product")).body.jobs.map((j: { title: string }) => j.title)).toEqual(["Product Designer"]);
  });

  // The shell's type-ahead asks for prefixes only (decision 417): no full-text search per keystroke.
  it("answers no full-text matches for matches=0, and the same people and jobs", async () => {
    const { world, ada } = await setup();
    const full = await search(world.recruiter.key, "ada");
    expect(full.body.matches.map((m: { candidateId: number }) => m.candidateId)).toEqual([ada.id]);
    const prefixes = await call("GET", "/api/search?q=ada&matches=0", { key: world.recruiter.key });
    expect(prefixes.status).toBe(200);
    expect(prefixes.body).toEqual({ people: full.body.people, jobs: full.body.jobs, matches: [] });
    expect((await call("GET", "/api/search?q=ada&matches=-1", { key: world.recruiter.key })).status).toBe(400);
  });

  it("validates q", async () => {
    const { world } = await setup();
    expect((await search(world.recruiter.key, "  ")).status).toBe(400);
    expect((await search(world.recruiter.key, "x".repeat(101))).status).toBe(400);
    expect((await call("GET", "/api/search")).status).toBe(401);
  });

  it("can answer name, last-name and e-mail prefixes from the search indexes", async () => {
    const { world, design } = await setup();
    // enough people in the organization that reading all of its rows costs more than the indexes
    const org = world.organization.id;
    // 5,000 rows through every trigger: test data, not a request, so not held to a request's 10 s
    // statement timeout (a slow machine's clean-clone run took longer; decision 428)
    await ownerDb.$transaction(
      async (tx) => {
        await tx.$executeRawUnsafe("SET LOCAL statement_timeout = '120s'");
        await tx.$executeRawUnsafe(`INSERT INTO candidates (organization_id, name, email)
          SELECT ${org}, 'Person' || n || ' Surname' || n, 'person' || n || '@bulk.example' FROM generate_series(1, 5000) n`);
        await tx.$executeRawUnsafe(`INSERT INTO applications (organization_id, job_id, candidate_id, current_stage_id, candidate_name)
          SELECT ${org}, ${design.id}, c.id, ${design.stages[0].id}, c.name FROM candidates c WHERE c.email LIKE 'person%@bulk.example'`);
      },
      { timeout: 120_000 },
    );
    await ownerDb.$executeRawUnsafe("ANALYZE candidates");
    await ownerDb.$executeRawUnsafe("ANALYZE applications");
    // the statement the endpoint runs, for a recruiter and for an interviewer: its index lookups are
    // the body of caller_search_candidate_ids (decision 300), planned as the function plans them,
    // as the owner with the caller's settings
    const [{ body }] = await ownerDb.$queryRaw<{ body: string }[]>`SELECT prosrc AS body FROM pg_proc WHERE proname = 'caller_search_candidate_ids'`;
    const lookups = body.replaceAll("lower_prefix", "$1").replaceAll("pattern", "$2").replaceAll("hits", "$3");
    const plans: string[] = [];
    for (const caller of [
      { orgId: org, userId: world.recruiter.id, role: "recruiter", permissions: permissionsOf("recruiter") },
      { orgId: org, userId: world.interviewer.id, role: "interviewer", permissions: permissionsOf("interviewer") },
    ] as const) {
      expect(peopleSql(caller as never, "lov").text).toContain("caller_search_candidate_ids");
      const rows = await ownerDb.$transaction(async (tx) => {
        const settings = callerSettingsStatement(caller, { asOwner: true, local: true });
        await tx.$queryRawUnsafe(settings.text, ...(settings.values as string[]));
        await tx.$executeRawUnsafe("PREPARE lookups(text, text, int) AS " + lookups);
        // the generic plan, as a function's statement may run with it
        await tx.$executeRawUnsafe("SET LOCAL plan_cache_mode = force_generic_plan");
        const explained = await tx.$queryRawUnsafe<{ "QUERY PLAN": string }[]>("EXPLAIN EXECUTE lookups('lov', 'lov%', 50)");
        await tx.$executeRawUnsafe("DEALLOCATE lookups");
        return explained;
      });
      plans.push(rows.map((r) => r["QUERY PLAN"]).join("\n"));
    }
    const plan = plans.join("\n");
    for (const index of ["candidates_search_name_idx", "candidates_search_last_name_idx", "candidates_search_email_idx", "applications_search_name_idx", "applications_search_last_name_idx"]) {
      expect(plan).toContain(index);
    }
    // no LIKE is answered by reading a whole table (joining the few hits back to their rows may
    // seq-scan a table this small; on 500,000 rows it is an index lookup, docs/decisions/231)
    expect(plan).not.toMatch(/Seq Scan on (candidates|applications)\b[^\n]*\n\s*Filter:[^\n]*~~/);
  });
});

describe("GET /api/candidates/{id}: stage names and feedback summary", () => {
  it("answers each application's stage name, and its feedback summary only to whom may see it", async () => {
    const { world, backend, design, ada, adaDesign } = await setup();
    const criterion = await ownerDb.scorecardCriterion.create({ data: { jobId: design.id, name: "Craft", position: 0 } });
    await ownerDb.reviewRequest.create({ data: { applicationId: adaDesign.id, reviewerId: world.interviewer.id } });
    const colleague = await ownerDb.feedback.create({ data: { applicationId: adaDesign.id, authorId: world.recruiter.id } });
    await ownerDb.feedbackRating.create({ data: { feedbackId: colleague.id, criterionId: criterion.id, score: 4 } });

    const recruiter = await call("GET", `/api/candidates/${ada.id}`, { key: world.recruiter.key });
    expect(recruiter.body.candidate.applications).toEqual([
      expect.objectContaining({ jobId: backend.id, stageName: backend.stages[0].name, feedback: { count: 0, averageScore: null } }),
      expect.objectContaining({ jobId: design.id, stageName: design.stages[0].name, feedback: { count: 1, averageScore: 4 } }),
    ]);
    // the interviewer reviews blind until they submit their own
    const blind = await call("GET", `/api/candidates/${ada.id}`, { key: world.interviewer.key });
    expect(blind.body.candidate.applications).toEqual([expect.objectContaining({ id: adaDesign.id, feedback: null })]);
    const mine = await ownerDb.feedback.create({ data: { applicationId: adaDesign.id, authorId: world.interviewer.id } });
    await ownerDb.feedbackRating.create({ data: { feedbackId: mine.id, criterionId: criterion.id, score: 2 } });
    const after = await call("GET", `/api/candidates/${ada.id}`, { key: world.interviewer.key });
    expect(after.body.candidate.applications[0].feedback).toEqual({ count: 2, averageScore: 3 });
  });
});
