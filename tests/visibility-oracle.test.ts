import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { ownerDb } from "@/lib/db/owner";
import { withCaller } from "@/lib/db/caller-scope";
import { withApi } from "./support/http";
import { buildVisibilityFixture, type Fixture, type Person } from "./support/visibility-fixture";
import { ADMIN_ROLE, normalizePermissions, type Permission } from "@/lib/auth/permissions";

// The visibility oracle (issue 23): every read endpoint that answers with jobs, applications,
// candidates or their children, for every role and relation, against a plain reference rule over the
// fixture's own arrays (decision 300 for roles, 170 for blind reviews). The database's
// policies (docs/decisions/300) are what the answers come from; ORACLE_MUTATIONS=1 drops each
// policy in turn and counts what the oracle then finds wrong (docs/decisions/301).
// ORACLE_MUTATIONS=permissions takes each permission from each role of the fixture in turn instead,
// ORACLE_MUTATIONS=all runs both (decision 468).
// The rule reads each person's permissions (decision 470): it covers the built-in roles and an
// organization's own alike.
const { call } = withApi();
// which mutation runs ORACLE_MUTATIONS asks for: 1 (or policies), permissions, or all
const mutations = new Set(
  (process.env.ORACLE_MUTATIONS ?? "")
    .split(",")
    .flatMap((m) => (m === "all" ? ["policies", "permissions"] : m === "1" ? ["policies"] : [m])),
);

type App = Fixture["applications"][number];
type Job = Fixture["jobs"][number];

// The reference rule: plain TypeScript, no SQL of the app's.
function rule(f: Fixture) {
  const job = (id: number) => f.jobs.find((j) => j.id === id)!;
  const app = (id: number) => f.applications.find((a) => a.id === id)!;
  const may = (p: Person, permission: Permission) => p.permissions.includes(permission);
  // sees every job; manages the jobs they are listed on while their role may manage jobs
  const all = (p: Person) => may(p, "jobs.view_all");
  const manages = (p: Person, j: Job) => may(p, "jobs.manage") && j.managers.includes(p.id);
  const managesJob = (p: Person, j: Job) => j.orgId === p.orgId && may(p, "jobs.manage") && (all(p) || j.managers.includes(p.id));
  const asked = (p: Person, a: App) => f.requests.some((r) => r.applicationId === a.id && r.reviewerId === p.id);
  const application = (p: Person, a: App) => a.orgId === p.orgId && (all(p) || manages(p, job(a.jobId)) || asked(p, a));
  const jobVisible = (p: Person, j: Job) =>
    j.orgId === p.orgId && (all(p) || manages(p, j) || f.applications.some((a) => a.jobId === j.id && asked(p, a)));
  // agencies (decision 504): a recruiter of one also sees the open jobs given to it, the job alone
  // (none of its pipeline, team or applications); agencies and their jobs are read by the team and
  // by an agency's own members, kept by team.manage; submissions by their submitter and with the
  // applications the caller sees
  const givenToAgency = (p: Person, j: Job) => p.agencyId !== null && j.open && f.agencyJobs.some((g) => g.agencyId === p.agencyId && g.jobId === j.id);
  const jobListed = (p: Person, j: Job) => jobVisible(p, j) || (j.orgId === p.orgId && givenToAgency(p, j));
  const agency = (p: Person, g: { id: number; orgId: number }) => g.orgId === p.orgId && (p.agencyId === null || p.agencyId === g.id || may(p, "team.manage"));
  const submission = (p: Person, s: Fixture["submissions"][number]) => s.orgId === p.orgId && (s.submitterId === p.id || application(p, app(s.applicationId)));
  const candidate = (p: Person, c: { id: number; orgId: number }) =>
    c.orgId === p.orgId && (all(p) || f.applications.some((a) => a.candidateId === c.id && application(p, a)));
  // an interview's scorecard counts as feedback for the blind rule (decision 486)
  const scoredOn = (p: Person, a: App) => f.scorecards.some((s) => s.applicationId === a.id && s.authorId === p.id);
  const blind = (p: Person, a: App) =>
    !all(p) && f.requests.some((r) => r.applicationId === a.id && r.reviewerId === p.id && !r.submitted) && !manages(p, job(a.jobId)) && !scoredOn(p, a);
  const wroteOn = (p: Person, a: App) => f.feedback.some((fb) => fb.applicationId === a.id && fb.authorId === p.id) || scoredOn(p, a);
  // who sees every job reads every feedback with feedback.view_all, else their own and that of the
  // applications they gave feedback on; the others keep the blind-review rule
  const feedback = (p: Person, fb: Fixture["feedback"][number]) =>
    application(p, app(fb.applicationId)) &&
    (all(p) ? may(p, "feedback.view_all") || fb.authorId === p.id || wroteOn(p, app(fb.applicationId)) : fb.authorId === p.id || !blind(p, app(fb.applicationId)));
  // interview scorecards follow exactly the feedback rule; the debrief's decisions are read with
  // their application except by a reviewer still blind on it
  const scorecard = (p: Person, sc: Fixture["scorecards"][number]) => feedback(p, { id: sc.id, applicationId: sc.applicationId, authorId: sc.authorId });
  const decision = (p: Person, d: Fixture["decisions"][number]) => application(p, app(d.applicationId)) && (all(p) || !blind(p, app(d.applicationId)));
  // the feedback endpoint shows everyone's entries and the scorecard (canSeeAll) to these
  const seesAllFeedback = (p: Person, a: App) => (all(p) && may(p, "feedback.view_all")) || managesJob(p, job(a.jobId)) || wroteOn(p, a);
  const note = (p: Person, n: Fixture["notes"][number]) =>
    candidate(p, f.candidates.find((c) => c.id === n.candidateId)!) &&
    (all(p) || n.authorId === p.id || !f.applications.some((a) => a.candidateId === n.candidateId && blind(p, a)));
  // offers (decision 302): with offers.view, who sees every job or manages the job, and the offer's approvers
  const offer = (p: Person, o: Fixture["offers"][number]) =>
    o.orgId === p.orgId && may(p, "offers.view") && (all(p) || manages(p, job(o.jobId)) || o.approverIds.includes(p.id));
  // messages (decisions 400, 453): with messages.read, one about an application is read by who sees
  // every job or manages its job; one that names none by who does so for any of the candidate's applications
  const managesApplication = (p: Person, a: App) => a.orgId === p.orgId && (all(p) || manages(p, job(a.jobId)));
  const message = (p: Person, m: Fixture["messages"][number]) =>
    may(p, "messages.read") &&
    (m.applicationId == null ? f.applications.some((a) => a.candidateId === m.candidateId && managesApplication(p, a)) : managesApplication(p, app(m.applicationId)));
  // referrals (decision 501): the referrer's own, and those of the applications the caller sees (a
  // referral to the company in general: of the candidates the caller sees)
  const referral = (p: Person, rf: Fixture["referrals"][number]) =>
    rf.orgId === p.orgId &&
    (rf.referrerId === p.id || (rf.applicationId != null ? application(p, app(rf.applicationId)) : candidate(p, f.candidates.find((c) => c.id === rf.candidateId)!)));
  return { job, app, may, all, manages, managesJob, managesApplication, asked, application, jobVisible, jobListed, agency, submission, candidate, blind, feedback, scorecard, decision, seesAllFeedback, note, offer, message, referral };
}

const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

// Every disagreement between an answer and the rule, as "relation: endpoint: expected … got …".
async function disagreements(f: Fixture): Promise<string[]> {
  const r = rule(f);
  const found: string[] = [];
  const same = (p: Person, what: string, expected: unknown, got: unknown) => {
    if (JSON.stringify(expected) !== JSON.stringify(got)) found.push(`${p.relation}: ${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(got)}`);
  };
  // an answer outside the documented contract (a 500, say) is a disagreement too, not the end of the run
  const get = async (p: Person, path: string) => {
    try {
      return await call("GET", path, { key: p.key });
    } catch (error) {
      found.push(`${p.relation}: GET ${path}: ${(error as Error).message.slice(0, 120)}`);
      return { status: 0, body: {} as never, headers: new Headers() };
    }
  };
  const status = (visible: boolean) => (visible ? 200 : 404);
  // which fixture jobs, or applications, have rows in each table that hangs off one, read as the
  // owner (no policy applies)
  const holding = async (column: "job_id" | "application_id", tables: string[], parentIds: number[]) => {
    const held: Record<string, Set<number>> = {};
    for (const table of tables) {
      const rows = await ownerDb.$queryRawUnsafe<{ id: number }[]>(`SELECT DISTINCT ${column} AS id FROM ${table} WHERE ${column} = ANY($1::int4[])`, parentIds);
      held[table] = new Set(rows.map((row) => row.id));
    }
    return held;
  };
  const jobIds = f.jobs.map((j) => j.id);
  const jobsHolding = await holding("job_id", ["stages", "scorecard_criteria", "job_hiring_managers", "job_application_counters", "interview_plan_interviews"], jobIds);
  const applicationsHolding = await holding(
    "application_id",
    ["stage_visits", "withdrawal_tokens", "resume_files", "application_answers", "application_knockouts", "scheduling_links", "application_search"],
    f.applications.map((a) => a.id),
  );
  // every table under a policy with an organization column the app role may read: whatever else its
  // policies say, a caller reads rows of their own organization only
  const organizationTables = (
    await ownerDb.$queryRaw<{ table: string }[]>`
      SELECT c.relname AS table FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relrowsecurity AND has_table_privilege('hiring_app', c.oid, 'SELECT')
         AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'organization_id' AND NOT a.attisdropped)
       ORDER BY 1`
  ).map((row) => row.table);
  // the stage counters' rows of the fixture's jobs, each with its stage's job
  const stageRows: Record<string, { stageId: number; jobId: number }[]> = {};
  for (const table of ["report_stage_days", "report_stage_now"]) {
    stageRows[table] = await ownerDb.$queryRawUnsafe<{ stageId: number; jobId: number }[]>(
      `SELECT DISTINCT r.stage_id AS "stageId", s.job_id AS "jobId" FROM ${table} r JOIN stages s ON s.id = r.stage_id WHERE s.job_id = ANY($1::int4[])`,
      jobIds,
    );
  }
  // each role's permissions as its row holds them now: a statement read "as the caller" acts as the
  // member's next request would, so a permission taken from the role shows there too (decision 469)
  const roleRows = await ownerDb.role.findMany({ where: { organizationId: { in: f.orgs } }, select: { organizationId: true, key: true, permissions: true } });
  const held = new Map(roleRows.map((row) => [`${row.organizationId}:${row.key}`, normalizePermissions(row.permissions)]));
  for (const p of f.people) {
    const visibleApps = f.applications.filter((a) => r.application(p, a));
    const visibleJobs = f.jobs.filter((j) => r.jobVisible(p, j));
    // with the jobs given to an agency recruiter's agency, which they see and nothing hanging off them
    const listedJobs = f.jobs.filter((j) => r.jobListed(p, j));

    same(p, "GET /api/jobs", ids(listedJobs), ids((await get(p, "/api/jobs")).body.jobs ?? []));
    const counts = await get(p, `/api/jobs/stage-counts?jobIds=${f.jobs.map((j) => j.id).join(",")}`);
    same(p, "GET /api/jobs/stage-counts", ids(listedJobs), sorted((counts.body.jobs ?? []).map((j: { jobId: number }) => j.jobId)));
    for (const j of f.jobs) {
      // the job's own reads follow what the caller sees of the job: an agency's recruiter reads its
      // questions (as its careers page shows them) and finds no stage, application or score
      const visible = r.jobListed(p, j);
      same(p, `GET /api/jobs/${j.id} status`, status(visible), (await get(p, `/api/jobs/${j.id}`)).status);
      same(p, `GET /api/jobs/${j.id}/stages status`, status(visible), (await get(p, `/api/jobs/${j.id}/stages`)).status);
      const questions = await get(p, `/api/jobs/${j.id}/questions`);
      same(p, `GET /api/jobs/${j.id}/questions`, visible ? [f.questionIds[j.id]] : 404, visible ? ids(questions.body.questions ?? []) : questions.status);
      const board = await get(p, `/api/jobs/${j.id}/applications`);
      same(p, `GET /api/jobs/${j.id}/applications`, visible ? ids(visibleApps.filter((a) => a.jobId === j.id)) : 404, visible ? ids(board.body.applications ?? []) : board.status);
      const inCounts = (counts.body.jobs ?? []).find((c: { jobId: number }) => c.jobId === j.id);
      if (inCounts) {
        const active = inCounts.stages.reduce((sum: number, s: { active: number }) => sum + s.active, 0);
        same(p, `GET /api/jobs/stage-counts job ${j.id} active`, visibleApps.filter((a) => a.jobId === j.id && a.status === "active").length, active);
      }
      // scores are shown to whoever manages the job, and to a reviewer once they gave their own
      const summary = await get(p, `/api/jobs/${j.id}/rating-summary`);
      const scored = visibleApps.filter(
        (a) => a.jobId === j.id && (r.all(p) || r.manages(p, j) || (r.asked(p, a) && f.feedback.some((fb) => fb.applicationId === a.id && fb.authorId === p.id))),
      );
      const expectedSummary = visible ? scored.map((a) => [a.id, f.feedback.filter((fb) => fb.applicationId === a.id && r.feedback(p, fb)).length]) : 404;
      const gotSummary = visible ? (summary.body.summaries ?? []).map((s: { applicationId: number; feedbackCount: number }) => [s.applicationId, s.feedbackCount]) : summary.status;
      same(p, `GET /api/jobs/${j.id}/rating-summary`, expectedSummary, gotSummary);
    }

    same(p, "GET /api/applications", ids(visibleApps), ids((await get(p, "/api/applications?limit=100")).body.applications ?? []));
    for (const a of f.applications) {
      const visible = r.application(p, a);
      const read = await get(p, `/api/applications/${a.id}`);
      same(p, `GET /api/applications/${a.id}`, visible ? [`answer of ${a.id}`] : 404, visible ? (read.body.application?.answers ?? []).map((x: { value: string }) => x.value) : read.status);
      if (visible) same(p, `GET /api/applications/${a.id} knockout`, `answer of ${a.id}`, read.body.application?.knockout?.answer ?? null);
      same(p, `GET /api/applications/${a.id}/activity status`, status(visible), (await get(p, `/api/applications/${a.id}/activity`)).status);
      const resume = visible && f.resumeApplicationIds.includes(a.id) ? 200 : 404;
      same(p, `GET /api/applications/${a.id}/resume status`, resume, (await get(p, `/api/applications/${a.id}/resume`)).status);
      const view = await get(p, `/api/applications/${a.id}/feedback`);
      const canSeeAll = r.seesAllFeedback(p, a);
      const expectedFeedback = f.feedback.filter((fb) => fb.applicationId === a.id && r.feedback(p, fb) && (canSeeAll || fb.authorId === p.id));
      same(p, `GET /api/applications/${a.id}/feedback`, visible ? ids(expectedFeedback) : 404, visible ? ids(view.body.feedback ?? []) : view.status);
      // the referral shown to the team on the application: the first that names it (decision 501)
      const referredBy = f.referrals.filter((rf) => rf.applicationId === a.id).sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime())[0]?.referrerName ?? null;
      if (visible) same(p, `GET /api/applications/${a.id}/feedback referral`, referredBy, view.body.application?.referral?.referrerName ?? null);
    }
    // A rating reaches the API only inside its feedback, so no endpoint would notice its own policy
    // (of_a_visible_feedback) gone: the table is read as the caller, and holds the feedback they may read.
    const readableFeedback = f.applications
      .filter((a) => r.application(p, a))
      .flatMap((a) => {
        const canSeeAll = r.seesAllFeedback(p, a);
        return f.feedback.filter((fb) => fb.applicationId === a.id && r.feedback(p, fb) && (canSeeAll || fb.authorId === p.id));
      });
    // the ids a statement reads as this person, under the policies
    const readAsCaller = (sql: string) =>
      withCaller({ orgId: p.orgId, userId: p.id, role: p.role, permissions: held.get(`${p.orgId}:${p.role}`) ?? p.permissions }, () => db.$queryRawUnsafe<{ id: number }[]>(sql)).then((rows) =>
        rows.map((row) => row.id),
      );
    const rated = await readAsCaller("SELECT DISTINCT feedback_id AS id FROM feedback_ratings ORDER BY 1");
    same(p, "feedback_ratings read as the caller", ids(readableFeedback), rated);
    // Interview scorecards and what hangs off them, read as the caller: exactly the feedback rule
    // (decision 486); the debrief answers the ratings of those its booked interviewers wrote, and
    // the newest decision the caller may read.
    const readableScorecards = ids(f.scorecards.filter((sc) => r.scorecard(p, sc)));
    same(p, "interview_scorecards read as the caller", readableScorecards, await readAsCaller("SELECT id FROM interview_scorecards ORDER BY 1"));
    same(p, "interview_scorecard_ratings read as the caller", readableScorecards, await readAsCaller("SELECT DISTINCT scorecard_id AS id FROM interview_scorecard_ratings ORDER BY 1"));
    same(p, "interview_scorecard_answers read as the caller", readableScorecards, await readAsCaller("SELECT DISTINCT scorecard_id AS id FROM interview_scorecard_answers ORDER BY 1"));
    same(p, "debrief_decisions read as the caller", ids(f.decisions.filter((d) => r.decision(p, d))), await readAsCaller("SELECT id FROM debrief_decisions ORDER BY 1"));
    for (const a of f.applications.filter((x) => f.scorecards.some((sc) => sc.applicationId === x.id))) {
      const debrief = await get(p, `/api/applications/${a.id}/debrief`);
      const booked = (sc: Fixture["scorecards"][number]) => f.interviews.some((i) => i.id === sc.interviewId && i.interviewerIds.includes(sc.authorId));
      const expected = f.scorecards.filter((sc) => sc.applicationId === a.id && booked(sc) && r.scorecard(p, sc)).map((sc) => `${sc.interviewId}:${sc.authorId}`).sort();
      const rated = (debrief.body.interviews ?? []).filter((e: { ratings: unknown[] }) => e.ratings.length > 0).map((e: { id: number; interviewerId: string }) => `${e.id}:${e.interviewerId}`).sort();
      same(p, `GET /api/applications/${a.id}/debrief ratings`, r.application(p, a) ? expected : 404, r.application(p, a) ? rated : debrief.status);
      const newest = f.decisions.filter((d) => d.applicationId === a.id && r.decision(p, d)).at(-1)?.id ?? null;
      if (r.application(p, a)) same(p, `GET /api/applications/${a.id}/debrief decision`, newest, debrief.body.decision?.id ?? null);
    }
    // The job's children state the jobs' rule on their own job_id (decision 436); most reach the API
    // only through a job already found, so each is read as the caller too: rows of the jobs they see.
    for (const [table, held] of Object.entries(jobsHolding)) {
      const read = await readAsCaller(`SELECT DISTINCT job_id AS id FROM ${table} ORDER BY 1`);
      same(p, `${table} read as the caller`, ids(visibleJobs.filter((j) => held.has(j.id))), read);
    }
    // Review requests state the applications' rule on their own columns (decision 438): read as the
    // caller, they are the requests of the applications the caller sees.
    const requested = await readAsCaller("SELECT DISTINCT application_id AS id FROM review_requests ORDER BY 1");
    const expectedRequested = visibleApps.filter((a) => f.requests.some((q) => q.applicationId === a.id));
    same(p, "review_requests read as the caller", ids(expectedRequested), requested);
    // The reports' stage counters, read as the caller: the stages of the jobs they see.
    for (const [table, rows] of Object.entries(stageRows)) {
      const read = await readAsCaller(`SELECT DISTINCT stage_id AS id FROM ${table} ORDER BY 1`);
      const expectedStages = rows.filter((row) => visibleJobs.some((j) => j.id === row.jobId)).map((row) => row.stageId);
      same(p, `${table} read as the caller`, sorted(expectedStages), read);
    }
    // The delivery log and the events behind it, read as the caller: their own organization's only.
    same(p, "events read as the caller", [p.orgId], await readAsCaller("SELECT DISTINCT organization_id AS id FROM events ORDER BY 1"));
    const hooks = await readAsCaller("SELECT DISTINCT webhook_id AS id FROM webhook_deliveries ORDER BY 1");
    same(p, "webhook_deliveries read as the caller", [f.settings[p.orgId].webhookId], hooks);
    const attempted = await readAsCaller("SELECT DISTINCT delivery_id AS id FROM webhook_delivery_attempts ORDER BY 1");
    same(p, "webhook_delivery_attempts read as the caller", [f.settings[p.orgId].deliveryId], attempted);
    // Conversations and their attachments, read as the caller: a message about an application is
    // read by those who manage its job (decision 453), one that names none by those who manage one
    // of the candidate's applications (decision 400), as the messages endpoint lists them.
    const readableMessages = f.messages.filter((m) => r.message(p, m));
    same(p, "candidate_messages read as the caller", ids(readableMessages), await readAsCaller("SELECT id FROM candidate_messages ORDER BY 1"));
    same(p, "message_attachments read as the caller", ids(readableMessages), await readAsCaller("SELECT DISTINCT message_id AS id FROM message_attachments ORDER BY 1"));
    // merges are theirs who merge, offer letters theirs who see offers, product feedback the
    // organization's
    const orgOf = (table: string) => readAsCaller(`SELECT DISTINCT organization_id AS id FROM ${table} ORDER BY 1`);
    // referrals (decision 501): read as the caller by the rule; the caller's own listed with the
    // status the referrer is shown; scrubbed on erasure by who may erase
    const readableReferrals = ids(f.referrals.filter((rf) => r.referral(p, rf)));
    same(p, "referrals read as the caller", readableReferrals, await readAsCaller("SELECT id FROM referrals ORDER BY 1"));
    same(p, "referrals written as the caller", r.may(p, "candidates.erase") ? readableReferrals : [], await readAsCaller("WITH u AS (UPDATE referrals SET note = note RETURNING id) SELECT id FROM u ORDER BY 1"));
    const ownReferrals = f.referrals.filter((rf) => rf.referrerId === p.id).sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime());
    const listed = await get(p, "/api/referrals?mine=true");
    same(
      p,
      "GET /api/referrals?mine=true",
      ownReferrals.map((rf) => [rf.id, rf.follows ? r.app(rf.applicationId!).status : rf.jobId ? "active" : "received"]),
      (listed.body.referrals ?? []).map((x: { id: number; status: string }) => [x.id, x.status]),
    );
    // agencies (decision 504): read by the team and by an agency's own members, kept by team.manage
    // (writes that change nothing, to see which rows the caller may write); submissions read by
    // their submitter and with the applications the caller sees, scrubbed by who may erase
    const readableAgencies = ids(f.agencies.filter((g) => r.agency(p, g)));
    same(p, "agencies read as the caller", readableAgencies, await readAsCaller("SELECT id FROM agencies ORDER BY 1"));
    same(p, "agencies written as the caller", r.may(p, "team.manage") ? readableAgencies : [], await readAsCaller("WITH u AS (UPDATE agencies SET name = name RETURNING id) SELECT id FROM u ORDER BY 1"));
    const readableAgencyJobs = sorted(f.agencyJobs.filter((g) => r.agency(p, { id: g.agencyId, orgId: g.orgId })).map((g) => g.jobId));
    same(p, "agency_jobs read as the caller", readableAgencyJobs, await readAsCaller("SELECT job_id AS id FROM agency_jobs ORDER BY 1"));
    same(p, "agency_jobs written as the caller", r.may(p, "team.manage") ? readableAgencyJobs : [], await readAsCaller("WITH u AS (UPDATE agency_jobs SET job_id = job_id RETURNING job_id) SELECT job_id AS id FROM u ORDER BY 1"));
    const agencies = await get(p, "/api/agencies");
    same(p, "GET /api/agencies", r.may(p, "team.manage") ? readableAgencies : 403, agencies.status === 200 ? ids(agencies.body.agencies) : agencies.status);
    const readableSubmissions = ids(f.submissions.filter((x) => r.submission(p, x)));
    same(p, "agency_submissions read as the caller", readableSubmissions, await readAsCaller("SELECT id FROM agency_submissions ORDER BY 1"));
    same(p, "agency_submissions written as the caller", r.may(p, "candidates.erase") ? readableSubmissions : [], await readAsCaller("WITH u AS (UPDATE agency_submissions SET note = note RETURNING id) SELECT id FROM u ORDER BY 1"));
    const ownSubmissions = f.submissions.filter((x) => x.submitterId === p.id);
    const submitted = await get(p, "/api/agency-submissions");
    same(p, "GET /api/agency-submissions", ownSubmissions.map((x) => [x.id, x.status]), (submitted.body.submissions ?? []).map((x: { id: number; status: string }) => [x.id, x.status]));
    same(p, "candidate_merges read as the caller", r.may(p, "candidates.merge") ? [p.orgId] : [], await orgOf("candidate_merges"));
    same(p, "offer_letter_templates read as the caller", r.may(p, "offers.view") ? [p.orgId] : [], await orgOf("offer_letter_templates"));
    same(p, "product_feedback read as the caller", [p.orgId], await orgOf("product_feedback"));
    // roles (decision 471): every member reads their organization's, who manages the team changes them
    // (a write that changes nothing, to see which rows the caller may write)
    same(p, "roles read as the caller", [p.orgId], await orgOf("roles"));
    const keptRoles = await readAsCaller("WITH u AS (UPDATE roles SET name = name RETURNING organization_id) SELECT DISTINCT organization_id AS id FROM u ORDER BY 1");
    same(p, "roles written as the caller", r.may(p, "team.manage") ? [p.orgId] : [], keptRoles);
    for (const table of organizationTables) {
      const foreign = (await orgOf(table)).filter((orgId) => orgId !== p.orgId);
      same(p, `${table} read as the caller: other organizations`, [], foreign);
    }
    // Tables no endpoint lists by themselves (stage history, withdrawal links, files, answers), read
    // as the caller too: they hold rows of the applications the caller sees, and no others.
    for (const [table, held] of Object.entries(applicationsHolding)) {
      const read = await readAsCaller(`SELECT DISTINCT application_id AS id FROM ${table} ORDER BY 1`);
      same(p, `${table} read as the caller`, ids(visibleApps.filter((a) => held.has(a.id))), read);
    }
    for (const c of f.candidates) {
      const visible = r.candidate(p, c);
      const read = await get(p, `/api/candidates/${c.id}`);
      const expectedApps = ids(visibleApps.filter((a) => a.candidateId === c.id));
      same(p, `GET /api/candidates/${c.id}`, visible ? expectedApps : 404, visible ? ids(read.body.candidate?.applications ?? []) : read.status);
      // tags: the team's, seen by whoever sees every job or manages one of the candidate's applications (decision 350)
      const tagged = f.applications.some((a) => a.candidateId === c.id && r.application(p, a) && r.managesApplication(p, a));
      const tags = await get(p, `/api/candidates/${c.id}/tags`);
      same(p, `GET /api/candidates/${c.id}/tags`, visible ? (tagged ? [`tag of ${c.id}`] : []) : 404, visible ? tags.body.tags : tags.status);
      if (visible) same(p, `GET /api/candidates/${c.id} tags`, tagged ? [`tag of ${c.id}`] : [], read.body.candidate?.tags);
      // messages: those of the candidate the caller may read (decisions 400, 453)
      const messages = await get(p, `/api/candidates/${c.id}/messages`);
      const subjects = (messages.body.messages ?? []).map((m: { subject: string }) => m.subject).sort();
      const readableSubjects = readableMessages.filter((m) => m.candidateId === c.id).map((m) => m.subject).sort();
      same(p, `GET /api/candidates/${c.id}/messages`, visible ? readableSubjects : 404, visible ? subjects : messages.status);
      const pooled = r.may(p, "talent_pools.manage") ? f.pools.filter((pool) => pool.candidateId === c.id && pool.orgId === p.orgId).map((pool) => pool.id) : [];
      if (visible) same(p, `GET /api/candidates/${c.id} talentPools`, pooled, (read.body.candidate?.talentPools ?? []).map((pool: { id: number }) => pool.id));
      const notes = await get(p, `/api/candidates/${c.id}/notes`);
      const readable = f.notes.filter((n) => n.candidateId === c.id && r.note(p, n));
      same(p, `GET /api/candidates/${c.id}/notes`, visible ? ids(readable) : 404, visible ? ids(notes.body.notes ?? []) : notes.status);
      const hidden = await get(p, `/api/candidates/${c.id}/notes/hidden`);
      const expectedHidden = {
        hiddenCount: f.notes.filter((n) => n.candidateId === c.id).length - readable.length,
        awaiting: ids(f.applications.filter((a) => a.candidateId === c.id && r.blind(p, a))),
      };
      const gotHidden = { hiddenCount: hidden.body.hiddenCount, awaiting: sorted((hidden.body.awaitingFeedback ?? []).map((w: { applicationId: number }) => w.applicationId)) };
      same(p, `GET /api/candidates/${c.id}/notes/hidden`, visible ? expectedHidden : 404, visible ? gotHidden : hidden.status);
      // the export needs candidates.export, which its route checks before the candidate is looked up
      // (403 for others, seen or not), of what they see
      const exported = await get(p, `/api/candidates/${c.id}/export`);
      const expectedExport = !r.may(p, "candidates.export") ? 403 : !visible ? 404 : expectedApps;
      same(p, `GET /api/candidates/${c.id}/export`, expectedExport, exported.status === 200 ? ids(exported.body.applications) : exported.status);
    }

    const home = (await get(p, "/api/home")).body;
    const tasks = f.requests.filter((q) => q.reviewerId === p.id && !q.submitted).map((q) => q.applicationId);
    same(p, "GET /api/home myTasks", sorted(tasks), sorted(home.myTasks.map((t: { applicationId: number }) => t.applicationId)));
    const firstStage = new Set(f.firstStageApplicationIds);
    const queue = f.applications.filter((a) => firstStage.has(a.id) && r.managesJob(p, r.job(a.jobId)));
    same(p, "GET /api/home reviewQueue", ids(queue), sorted(home.reviewQueue.map((q: { applicationId: number }) => q.applicationId)));

    const taggable = f.candidates.filter((c) => f.applications.some((a) => a.candidateId === c.id && r.application(p, a) && r.managesApplication(p, a)));
    const orgTags = (await get(p, "/api/candidates/tags")).body.tags ?? [];
    same(p, "GET /api/candidates/tags", taggable.map((c) => `tag of ${c.id}`).sort(), orgTags.map((t: { label: string }) => t.label).sort());

    // message templates: their organization's, for all who write messages (decision 405)
    const templates = await get(p, "/api/message-templates");
    const writes = r.may(p, "messages.send");
    same(p, "GET /api/message-templates", writes ? [`template of ${p.orgId}`] : 403, writes ? (templates.body.templates ?? []).map((t: { name: string }) => t.name) : templates.status);
    // talent pools: the recruiting team's, of their own organization
    const pools = await get(p, "/api/talent-pools");
    const keepsPools = r.may(p, "talent_pools.manage");
    same(p, "GET /api/talent-pools", keepsPools ? ids(f.pools.filter((pool) => pool.orgId === p.orgId)) : 403, keepsPools ? ids(pools.body.pools ?? []) : pools.status);
    for (const pool of f.pools) {
      const people = await get(p, `/api/talent-pools/${pool.id}/candidates`);
      const expected = !keepsPools ? 403 : pool.orgId !== p.orgId ? 404 : [pool.candidateId];
      same(p, `GET /api/talent-pools/${pool.id}/candidates`, expected, people.status === 200 ? ids(people.body.candidates) : people.status);
    }

    // offers: each by id, per visible application, and the approvals waiting for the caller
    for (const o of f.offers) same(p, `GET /api/offers/${o.id} status`, status(r.offer(p, o)), (await get(p, `/api/offers/${o.id}`)).status);
    for (const a of visibleApps) {
      const listed = await get(p, `/api/applications/${a.id}/offers`);
      same(p, `GET /api/applications/${a.id}/offers`, ids(f.offers.filter((o) => o.applicationId === a.id && r.offer(p, o))), ids(listed.body.offers ?? []));
    }
    // new hires follow their offer; their hand-offs too, and the whole log is theirs who manage the settings (decision 483)
    for (const o of f.offers) same(p, `GET /api/new-hires/${o.newHireId} status`, status(r.offer(p, o)), (await get(p, `/api/new-hires/${o.newHireId}`)).status);
    const hires = await get(p, "/api/new-hires");
    same(p, "GET /api/new-hires", sorted(f.offers.filter((o) => r.offer(p, o)).map((o) => o.newHireId)), ids(hires.body.newHires ?? []));
    const handedOff = f.offers.filter((o) => o.orgId === p.orgId && (r.may(p, "settings.manage") || r.offer(p, o))).map((o) => o.newHireId);
    same(p, "new_hire_handoffs read as the caller", sorted(handedOff), await readAsCaller("SELECT new_hire_id AS id FROM new_hire_handoffs ORDER BY 1"));
    same(p, "bamboohr_connections read as the caller", r.may(p, "settings.manage") ? [p.orgId] : [], await orgOf("bamboohr_connections"));
    const offerChain = await get(p, "/api/orgs/me/approval-chains/offer");
    same(p, "GET /api/orgs/me/approval-chains/offer", [0], (offerChain.body.chain?.steps ?? []).map((step: { position: number }) => step.position));
    const waiting = await get(p, "/api/approvals?mine=pending");
    const mine = f.offers.filter((o) => o.approverIds.includes(p.id) && r.offer(p, o));
    same(p, "GET /api/approvals?mine=pending", ids(mine), sorted((waiting.body.approvals ?? []).map((x: { offer: { id: number } }) => x.offer.id)));

    // interviews (decision 302): of a visible application, or with the caller on them
    for (const a of f.applications) {
      const list = await get(p, `/api/applications/${a.id}/interviews`);
      const expected = r.application(p, a) ? ids(f.interviews.filter((i) => i.applicationId === a.id)) : 404;
      same(p, `GET /api/applications/${a.id}/interviews`, expected, list.status === 200 ? ids(list.body.interviews) : list.status);
    }
    // scheduling links: the open ones, to whoever may schedule and sees every job or manages this one
    // (403 to others who see it)
    for (const a of f.applications) {
      const links = await get(p, `/api/applications/${a.id}/scheduling-links`);
      const schedules = r.may(p, "interviews.schedule") && (r.all(p) || r.managesJob(p, r.job(a.jobId)));
      const expected = !r.application(p, a) ? 404 : !schedules ? 403 : ids(f.schedulingLinks.filter((l) => l.applicationId === a.id));
      same(p, `GET /api/applications/${a.id}/scheduling-links`, expected, links.status === 200 ? ids(links.body.links) : links.status);
    }
    const myInterviews = await get(p, "/api/interviews?mine=true");
    same(p, "GET /api/interviews?mine=true", ids(f.interviews.filter((i) => i.interviewerIds.includes(p.id))), ids(myInterviews.body.interviews ?? []));
    const named = (myInterviews.body.interviews ?? []).filter((i: { candidateName: string }) => i.candidateName === "").length;
    same(p, "GET /api/interviews?mine=true whom they meet", 0, named);

    // working hours: the organization's to plan with; a stranger's member is not one to ask about
    const hours = f.workingHours;
    const free = await get(p, `/api/availability?userIds=${hours.userId}&from=2030-01-05T00:00:00Z&to=2030-01-06T00:00:00Z&durationMinutes=60`);
    // an agency's recruiter has no colleague to ask about (decision 504)
    same(p, "GET /api/availability of a colleague's hours", hours.orgId === p.orgId && p.agencyId === null ? ["2030-01-05T10:00:00.000Z"] : 400, free.status === 200 ? free.body.slots.map((x: { startsAt: string }) => x.startsAt) : free.status);
    same(p, "GET /api/me/working-hours", hours.writtenBy.includes(p.id), (await get(p, "/api/me/working-hours")).body.workingHours?.isDefault === false);

    const search = (await get(p, "/api/search?q=Oracle")).body;
    const people = sorted((search.people ?? []).map((x: { candidateId: number }) => x.candidateId));
    same(p, "GET /api/search people", ids(f.candidates.filter((c) => r.candidate(p, c))), people);
    const searchApps = sorted((search.people ?? []).flatMap((x: { applications: { id: number }[] }) => x.applications.map((a) => a.id)));
    same(p, "GET /api/search applications", ids(visibleApps), searchApps);
    if (search.jobs) same(p, "GET /api/search jobs", ids(listedJobs), sorted(search.jobs.map((x: { id?: number; jobId?: number }) => x.id ?? x.jobId!)));

    const report = await get(p, "/api/reports?range=all");
    if (report.status === 200) {
      same(p, "GET /api/reports totals", visibleApps.length, report.body.totals.applications);
      // the report lists the open jobs and those with applications (a closed job with none is left out)
      same(p, "GET /api/reports jobs", ids(visibleJobs.filter((j) => j.open || f.applications.some((a) => a.jobId === j.id))), ids(report.body.jobs));
    } else same(p, "GET /api/reports status", r.may(p, "reports.view") ? 200 : 403, report.status);
    // over 30 days today is a whole day after the range's first: counted from the day and hire counters
    const month = await get(p, "/api/reports?range=30d");
    if (month.status === 200) {
      const hired = visibleApps.filter((a) => a.status === "hired").length;
      const seriesHired = (month.body.series ?? []).reduce((sum: number, w: { hired: number }) => sum + w.hired, 0);
      same(p, "GET /api/reports?range=30d totals", [visibleApps.length, hired, hired], [month.body.totals.applications, month.body.totals.hired, seriesHired]);
    }
    // the source report counts what the caller sees (decision 343); the EEO report is the admins' (340)
    const sources = await get(p, "/api/reports/sources?range=all");
    const bySource = (sources.body.sources ?? []) as { applications: number }[];
    same(p, "GET /api/reports/sources applications", r.may(p, "reports.view") ? visibleApps.length : 403, sources.status === 200 ? bySource.reduce((sum, row) => sum + row.applications, 0) : sources.status);
    const eeo = await get(p, "/api/reports/eeo");
    same(p, "GET /api/reports/eeo", r.may(p, "reports.eeo") ? ids(visibleJobs) : 403, eeo.status === 200 ? ids(eeo.body.jobs) : eeo.status);

    // tenancy-only reads: the caller's organization and nothing else
    same(p, "GET /api/orgs/me", p.orgId, (await get(p, "/api/orgs/me")).body.organization?.id);
    const team = await get(p, "/api/team");
    if (team.status === 200) {
      // an agency's recruiter reads only themselves of the team (decision 504)
      const members = f.people.filter((x) => x.orgId === p.orgId && (p.agencyId === null || x.id === p.id)).map((x) => x.id).sort();
      same(p, "GET /api/team", members, team.body.members.map((m: { id: string }) => m.id).filter((id: string) => f.people.some((x) => x.id === id)).sort());
      same(p, "GET /api/team foreign members", 0, team.body.members.filter((m: { id: string }) => f.people.some((x) => x.id === m.id && x.orgId !== p.orgId)).length);
    }
    const own = f.settings[p.orgId];
    same(p, "GET /api/orgs/me/question-sets", [own.questionSetId], ids((await get(p, "/api/orgs/me/question-sets")).body.sets ?? []));
    same(p, "GET /api/orgs/me/rejection-reasons", sorted(own.reasonIds), ids((await get(p, "/api/orgs/me/rejection-reasons")).body.reasons ?? []));
    same(p, "GET /api/orgs/me/email-templates", `Subject of ${p.orgId}`, (await get(p, "/api/orgs/me/email-templates")).body.templates?.applicationReceived?.subject);
    // who may open these screens is asked too, so a permission taken from a role shows (decision 468)
    const webhooks = await get(p, "/api/webhooks");
    same(p, "GET /api/webhooks status", r.may(p, "webhooks.manage") ? 200 : 403, webhooks.status);
    if (webhooks.status === 200) same(p, "GET /api/webhooks", [own.webhookId], ids(webhooks.body.webhooks));
    const outbox = await get(p, "/api/outbox");
    same(p, "GET /api/outbox status", r.may(p, "outbox.view") ? 200 : 403, outbox.status);
    if (outbox.status === 200) same(p, "GET /api/outbox", [`to-${p.orgId}@example.test`], outbox.body.emails.map((e: { to: string }) => e.to).filter((to: string) => to.startsWith("to-")));
    if (team.status === 200 && r.may(p, "team.manage")) same(p, "GET /api/team invitations", [own.invitationId], ids(team.body.invitations));
    same(p, "GET /api/api-keys", 1, ((await get(p, "/api/api-keys")).body.keys ?? []).length);
    // notifications: the recipient's alone (decision 480), through the API and read as the caller
    const ownNotifications = ids(f.notifications.filter((n) => n.userId === p.id));
    same(p, "notifications read as the caller", ownNotifications, await readAsCaller("SELECT id FROM notifications ORDER BY 1"));
    const listedNotifications = await get(p, "/api/notifications");
    same(p, "GET /api/notifications", [ownNotifications, 1], [ids(listedNotifications.body.notifications ?? []), listedNotifications.body.unread]);
    // Slack's connection and delivery log: of those who manage the settings (decision 482)
    same(p, "slack_connections read as the caller", r.may(p, "settings.manage") ? [p.orgId] : [], await orgOf("slack_connections"));
    const members = ids(f.people.filter((x) => x.orgId === p.orgId).map((x, index) => ({ id: index + 1 })));
    same(p, "chat_deliveries read as the caller", r.may(p, "settings.manage") ? members : [], await readAsCaller("SELECT row_number() OVER (ORDER BY id)::int AS id FROM chat_deliveries ORDER BY 1"));
    same(p, "slack_channel_rules read as the caller", r.may(p, "settings.manage") ? [p.orgId] : [], await orgOf("slack_channel_rules"));
    same(p, "teams_channels read as the caller", r.may(p, "settings.manage") ? [p.orgId] : [], await orgOf("teams_channels"));
    same(p, "notification_preferences read as the caller", [1], await readAsCaller(`SELECT CASE WHEN user_id = '${p.id}' THEN 1 ELSE 2 END AS id FROM notification_preferences ORDER BY 1`));
    same(p, "report_views read as the caller", [1], await readAsCaller(`SELECT CASE WHEN user_id = '${p.id}' THEN 1 ELSE 2 END AS id FROM report_views ORDER BY 1`));
    const views = await get(p, "/api/report-views");
    same(p, "GET /api/report-views", r.may(p, "reports.view") ? [`view of ${p.id}`] : undefined, views.body.views?.map((v: { name: string }) => v.name));
    same(p, "GET /api/users/me/notification-preferences", "Europe/Berlin", (await get(p, "/api/users/me/notification-preferences")).body.preferences?.timeZone);
    same(p, "GET /api/users/me/calendar", `calendar of ${p.id}`, (await get(p, "/api/users/me/calendar")).body.username);
    const audit = await get(p, "/api/audit-logs?limit=200");
    same(p, "GET /api/audit-logs status", r.may(p, "audit.view") ? 200 : 403, audit.status);
    if (audit.status === 200) {
      const foreign = audit.body.logs.filter((l: { actorUserId: string | null }) => f.people.some((x) => x.id === l.actorUserId && x.orgId !== p.orgId));
      same(p, "GET /api/audit-logs foreign entries", 0, foreign.length);
      // the totals come from the counters (all entries, and per action): the organization's own
      same(p, "GET /api/audit-logs total", await ownerDb.auditLog.count({ where: { organizationId: p.orgId } }), audit.body.page.total);
      const exported = await get(p, "/api/audit-logs?action=candidate.exported");
      same(p, "GET /api/audit-logs?action total", await ownerDb.auditLog.count({ where: { organizationId: p.orgId, action: "candidate.exported" } }), exported.body.page?.total ?? exported.status);
    }
  }
  return found;
}

describe("who sees what, against the reference rule", () => {
  let fixture: Fixture;
  beforeAll(async () => {
    fixture = await buildVisibilityFixture();
  }, 60_000);

  it("answers every read endpoint for every role and relation exactly as the rule says", async () => {
    expect(await disagreements(fixture)).toEqual([]);
  }, 120_000);

  it("covers every relation the issue names", () => {
    expect(fixture.people.map((p) => p.relation)).toEqual([
      "admin",
      "recruiter",
      "hiring manager of the job",
      "hiring manager of another job, asked",
      "hiring manager of another job",
      "interviewer asked, not submitted",
      "interviewer asked, submitted",
      "interviewer not asked",
      "coordinator (own role), asked to approve, gave feedback",
      "manager of the job without offers (own role)",
      "auditor (own role)",
      "admin of another organization",
      "interviewer of another organization, asked",
      "agency recruiter, given X and the closed W",
      "recruiter of another agency, given Z",
      "agency recruiter of another organization",
    ]);
  });

  // Each policy dropped in turn: the oracle must find something wrong every time, unless the policy
  // is a table's tenancy and the table's other policies already keep every caller to their own
  // organization (decision 439 keeps those): shown as implied only when that is checked, below.
  describe.runIf(mutations.has("policies"))("with one policy dropped", () => {
    type Policy = { tablename: string; policyname: string; permissive: string; cmd: string; qual: string | null; with_check: string | null; roles: string[] };
    const survived: string[] = [];
    const implied: string[] = [];
    const figures: string[] = [];
    afterAll(() => {
      console.log(`policy mutations:\n${figures.join("\n")}\nimplied: ${implied.join("; ") || "none"}\nsurvived: ${survived.join(", ") || "none"}`);
    });

    // Why a tenancy policy nobody misses is implied, or null when nothing shows it is: with no
    // permissive policy no caller reads a row anyway; otherwise the fixture must hold rows of the
    // table in both organizations, which the oracle read as every caller (its per-table check of
    // other organizations' rows) and found none across.
    const whyImplied = async (policy: Policy, all: Policy[]) => {
      if (policy.policyname !== "tenancy" || policy.permissive !== "RESTRICTIVE") return null;
      const others = all.filter((p) => p.tablename === policy.tablename && p.permissive === "PERMISSIVE").map((p) => p.policyname);
      if (others.length === 0) return "no permissive policy, so no caller reads a row either way";
      const [held] = await ownerDb.$queryRawUnsafe<{ orgs: number; readable: boolean }[]>(
        `SELECT count(DISTINCT organization_id)::int AS orgs, has_table_privilege('hiring_app', '${policy.tablename}', 'SELECT') AS readable
           FROM ${policy.tablename} WHERE organization_id = ANY($1::int4[])`,
        fixture.orgs,
      );
      return held.orgs === fixture.orgs.length && held.readable ? `${others.join(", ")} keeps callers to their organization over rows of both` : null;
    };

    it("fails the oracle for every policy removed", async () => {
      // the policies of hiring_public alone are no member's: the oracle reads as members, and
      // tests/public-scope.test.ts and tests/fail-closed.test.ts hold the public role to them
      const policies = await ownerDb.$queryRaw<Policy[]>`
        SELECT tablename, policyname, permissive, cmd, qual, with_check, roles::text[] AS roles FROM pg_policies
         WHERE schemaname = 'public' AND roles <> '{hiring_public}'::name[] ORDER BY tablename, policyname`;
      // ORACLE_MUTATIONS_TABLES=a,b: only those tables' policies, to check one change without the whole run
      const tables = process.env.ORACLE_MUTATIONS_TABLES?.split(",");
      for (const policy of policies.filter((p) => !tables || tables.includes(p.tablename))) {
        const name = `${policy.tablename}.${policy.policyname}`;
        await ownerDb.$executeRawUnsafe(`DROP POLICY "${policy.policyname}" ON "${policy.tablename}"`);
        try {
          const wrong = await disagreements(fixture);
          figures.push(`${name}: ${wrong.length} disagreements${wrong[0] ? ` (first: ${wrong[0]})` : ""}`);
          const why = wrong.length === 0 ? await whyImplied(policy, policies) : null;
          if (why) implied.push(`${name} (${why})`);
          else if (wrong.length === 0) survived.push(name);
        } finally {
          // put back as it was, for the same roles (decision 443's policies are for one app role each)
          // and command, with its own check (an insert-only policy has no USING)
          const roles = policy.roles.map((role) => (role === "public" ? "PUBLIC" : `"${role}"`)).join(", ");
          const using = policy.qual === null ? "" : ` USING (${policy.qual})`;
          const check = policy.with_check === null ? "" : ` WITH CHECK (${policy.with_check})`;
          await ownerDb.$executeRawUnsafe(`CREATE POLICY "${policy.policyname}" ON "${policy.tablename}" AS ${policy.permissive} FOR ${policy.cmd} TO ${roles}${using}${check}`);
        }
      }
      expect(survived).toEqual([]);
    }, 1_800_000);
  });

  // Each permission of each role of the fixture taken from the role's row in turn (as the owner),
  // the oracle asked again against the unchanged rule, and the permission put back. A member's next
  // request acts with its role's row as it is then: the credential statement reads the role's
  // permissions on every request, and the process's remembered caller is only a guess that statement
  // re-checks (lib/auth/known-callers.ts), so nothing is kept across the change. A permission whose
  // removal no answer notices survives; the run fails unless each survivor is one that gates only
  // writes or a screen the oracle does not read, as named here with the reason.
  describe.runIf(mutations.has("permissions"))("with one permission taken from a role", () => {
    const SURVIVES: Partial<Record<Permission, string>> = {
      "jobs.create": "creates and deletes jobs: writes only",
      "applications.manage": "moves, rejects and hires applications, adds candidates and asks for feedback: writes only",
      "offers.manage": "drafts, changes, submits and sends offers: writes only; reading them is offers.view",
      "offers.approve": "decides on an approval: a write; who is asked is the approval row, read through offers.view",
      "templates.manage": "changes the shared templates, question sets and offer letters: writes only; reading them is messages.send or offers.view",
    };
    // survivors for a role without jobs.view_all only: feedback.view_all widens what a wide caller
    // reads (decision 470); a scoped caller reads feedback by the blind-review rule alone
    const SURVIVES_WITHOUT_VIEW_ALL: Partial<Record<Permission, string>> = {
      "feedback.view_all": "restricts only callers who see every job (decision 470); a scoped caller keeps the blind-review rule",
    };
    const survived: string[] = [];
    const figures: string[] = [];
    let started = 0;
    afterAll(() => {
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`permission mutations (${figures.length} runs, ${seconds} s):\n${figures.join("\n")}\nsurvived: ${survived.join(", ") || "none"}`);
    });

    it("fails the oracle for every permission taken that gates a read", async () => {
      started = Date.now();
      // ORACLE_MUTATIONS_ROLES=a,b: only those roles, to check one change without the whole run
      const only = process.env.ORACLE_MUTATIONS_ROLES?.split(",");
      const held = [...new Map(fixture.people.filter((p) => p.role !== ADMIN_ROLE).map((p) => [`${p.orgId}:${p.role}`, p])).values()];
      const unexplained: string[] = [];
      for (const { orgId, role } of held.filter((p) => !only || only.includes(p.role))) {
        const row = await ownerDb.role.findFirstOrThrow({ where: { organizationId: orgId, key: role }, select: { id: true, permissions: true } });
        const wide = row.permissions.includes("jobs.view_all");
        for (const permission of row.permissions) {
          const name = `${role} of ${orgId === fixture.orgs[0] ? "A" : "B"} without ${permission}`;
          await ownerDb.role.update({ where: { id: row.id }, data: { permissions: row.permissions.filter((p) => p !== permission) } });
          try {
            const wrong = await disagreements(fixture);
            figures.push(`${name}: ${wrong.length} disagreements${wrong[0] ? ` (first: ${wrong[0]})` : ""}`);
            if (wrong.length === 0) {
              survived.push(name);
              if (!SURVIVES[permission as Permission] && (wide || !SURVIVES_WITHOUT_VIEW_ALL[permission as Permission])) unexplained.push(name);
            }
          } finally {
            await ownerDb.role.update({ where: { id: row.id }, data: { permissions: row.permissions } });
          }
        }
      }
      expect(unexplained).toEqual([]);
    }, 3_600_000);
  });
});
