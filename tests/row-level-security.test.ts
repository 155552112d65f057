import { describe, expect, it } from "vitest";
import { can, type Caller } from "@/lib/auth/caller";
import { permissionsOf, permissionsSetting } from "@/lib/auth/permissions";
import { db, sqlPool } from "@/lib/db";
import { asOwner, ownerDb } from "@/lib/db/owner";
import { APP_ROLE, callerSettingsStatement, withCaller } from "@/lib/db/caller-scope";
import { sqlRows } from "@/lib/db/sql-rows";
import { Prisma } from "@/lib/generated/prisma/client";
import { canManageJob } from "@/lib/server/access/visibility";
import { createApplication, createJob } from "@/prisma/factories";
import { createReviewRequest } from "@/prisma/factories/review-request";
import { createWorld, ROLES } from "./support/world";

type Role = (typeof ROLES)[number];

// Who sees what is stated once, as row-level security policies (docs/decisions/300), and every
// query of a request passes through them: Prisma reads and hand-written SQL alike. For every role
// and every kind of job and application (one the caller manages, one they were only asked to
// review, an unrelated one of their organization, one of a foreign organization), both kinds of
// query, run as the caller, must pick exactly the rows the role rule names (docs/decisions/300).

type Kind = "managed" | "reviewed" | "unreviewedSibling" | "unrelated" | "foreign";

// what each role sees: jobs and applications by kind (unreviewedSibling: an application nobody was
// asked to review on the job of the reviewed one)
const EXPECTED: Record<Role, { jobs: Kind[]; applications: Kind[]; manages: Kind[] }> = {
  admin: {
    jobs: ["managed", "reviewed", "unrelated"],
    applications: ["managed", "reviewed", "unreviewedSibling", "unrelated"],
    manages: ["managed", "reviewed", "unrelated"],
  },
  recruiter: {
    jobs: ["managed", "reviewed", "unrelated"],
    applications: ["managed", "reviewed", "unreviewedSibling", "unrelated"],
    manages: ["managed", "reviewed", "unrelated"],
  },
  hiring_manager: { jobs: ["managed", "reviewed"], applications: ["managed", "reviewed"], manages: ["managed"] },
  interviewer: { jobs: ["reviewed"], applications: ["reviewed"], manages: [] },
};

async function setting() {
  const world = await createWorld("Visibility Org");
  const foreign = await createWorld("Foreign Org");
  const everyone = ROLES.map((role) => world[role]);
  // every member of the world is listed on the managed job, so each role shows what listing gives it
  const managedJob = await createJob(world.organization.id, { title: "Managed", hiringManagerIds: everyone.map((m) => m.id) });
  const reviewedJob = await createJob(world.organization.id, { title: "Reviewed" });
  const unrelatedJob = await createJob(world.organization.id, { title: "Unrelated" });
  // a foreign organization's job that (against every invariant) lists this world's members and
  // asks them to review: tenancy alone must keep it out
  const foreignJob = await createJob(foreign.organization.id, { title: "Foreign", hiringManagerIds: everyone.map((m) => m.id) });
  const applications = {
    managed: await createApplication(managedJob),
    reviewed: await createApplication(reviewedJob),
    unreviewedSibling: await createApplication(reviewedJob),
    unrelated: await createApplication(unrelatedJob),
    foreign: await createApplication(foreignJob),
  };
  for (const member of everyone) {
    await createReviewRequest(applications.reviewed, member, { completedAt: member.role === "interviewer" ? new Date() : null });
    await createReviewRequest(applications.foreign, member);
  }
  const jobs = { managed: managedJob, reviewed: reviewedJob, unreviewedSibling: reviewedJob, unrelated: unrelatedJob, foreign: foreignJob };
  const orgIds = [world.organization.id, foreign.organization.id];
  return { world, jobs, applications, orgIds };
}

function callerOf(member: { id: string; name: string; role: Role; organizationId: number }): Caller {
  return { userId: member.id, orgId: member.organizationId, role: member.role, permissions: permissionsOf(member.role), name: member.name, credential: { kind: "api_key", id: 0 } };
}

const sorted = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

describe("the database's visibility rule", () => {
  it("gives Prisma reads and SQL statements the same jobs and applications, the ones the roles table names", async () => {
    const { world, jobs, applications, orgIds } = await setting();
    for (const role of ROLES) {
      const caller = callerOf(world[role]);
      const kinds = EXPECTED[role];
      const expectedJobs = sorted(kinds.jobs.map((k) => jobs[k].id));
      const expectedApplications = sorted(kinds.applications.map((k) => applications[k].id));
      const [jobsByPrisma, jobsBySql, applicationsByPrisma, applicationsBySql] = await withCaller(caller, () =>
        Promise.all([
          db.job.findMany({ where: { organizationId: { in: orgIds } }, select: { id: true } }),
          sqlRows<{ id: number }[]>(Prisma.sql`SELECT j.id FROM jobs j WHERE j.organization_id = ANY(${orgIds}::int4[])`),
          db.application.findMany({ where: { organizationId: { in: orgIds } }, select: { id: true } }),
          sqlRows<{ id: number }[]>(Prisma.sql`SELECT a.id FROM applications a WHERE a.organization_id = ANY(${orgIds}::int4[])`),
        ]),
      );
      expect(sorted(jobsByPrisma.map((j) => j.id)), `${role}: jobs (Prisma)`).toEqual(expectedJobs);
      expect(sorted(jobsBySql.map((j) => j.id)), `${role}: jobs (SQL)`).toEqual(expectedJobs);
      expect(sorted(applicationsByPrisma.map((a) => a.id)), `${role}: applications (Prisma)`).toEqual(expectedApplications);
      expect(sorted(applicationsBySql.map((a) => a.id)), `${role}: applications (SQL)`).toEqual(expectedApplications);
      // the per-row form the search uses (caller_sees_application, caller_sees_candidate) agrees
      const all = Object.values(applications);
      const probed = await withCaller(caller, () =>
        sqlRows<{ id: number; sees: boolean; seesCandidate: boolean }[]>(Prisma.sql`
          SELECT x.id, caller_sees_application(x.job_id, x.id) AS sees, caller_sees_candidate(x.candidate_id) AS "seesCandidate"
            FROM unnest(${all.map((a) => a.id)}::int4[], ${all.map((a) => a.jobId)}::int4[], ${all.map((a) => a.candidateId)}::int4[]) AS x(id, job_id, candidate_id)`),
      );
      // tenancy is stated beside them by their one user (caller_search_candidate_ids), not in them
      const sameOrg = (id: number) => all.find((a) => a.id === id)!.organizationId === caller.orgId;
      expect(sorted(probed.filter((r) => r.sees && sameOrg(r.id)).map((r) => r.id)), `${role}: caller_sees_application`).toEqual(expectedApplications);
      expect(sorted(probed.filter((r) => r.seesCandidate && sameOrg(r.id)).map((r) => r.id)), `${role}: caller_sees_candidate`).toEqual(expectedApplications);
    }
  });

  // The one rule kept in two forms (decision 300): the writes' check on a job row already read
  // (TypeScript, answers 403) and the statements' caller_manages_job (SQL). Every case runs through both.
  it("agrees on who manages each job (canManage) in TypeScript and SQL, for every role", async () => {
    const { world, jobs } = await setting();
    const ownJobs = { managed: jobs.managed, reviewed: jobs.reviewed, unrelated: jobs.unrelated };
    for (const role of ROLES) {
      const caller = callerOf(world[role]);
      for (const [kind, job] of Object.entries(ownJobs)) {
        const hiringManagerIds = (await ownerDb.jobHiringManager.findMany({ where: { jobId: job.id }, select: { userId: true } })).map((h) => h.userId);
        const [{ manages }] = await withCaller(caller, () => sqlRows<{ manages: boolean }[]>(Prisma.sql`SELECT caller_manages_job(${job.id}::int) AS manages`));
        const expected = (EXPECTED[role].manages as string[]).includes(kind);
        expect(canManageJob(caller, hiringManagerIds), `${role} on the ${kind} job (TypeScript)`).toBe(expected);
        expect(manages, `${role} on the ${kind} job (SQL)`).toBe(expected);
      }
      // the reads that pick the organization's counters by what the caller sees (the report, the
      // board's total) ask can(jobs.view_all); the policies ask caller_sees_all_jobs(): the same rule
      const [{ seesAll }] = await withCaller(caller, () => sqlRows<{ seesAll: boolean }[]>(Prisma.sql`SELECT caller_sees_all_jobs() AS "seesAll"`));
      expect(can(caller, "jobs.view_all"), `${role}: can(jobs.view_all) (TypeScript)`).toBe(seesAll);
      expect(seesAll, `${role}: caller_sees_all_jobs (SQL)`).toBe(role === "admin" || role === "recruiter");
    }
  });

  // The résumé search's index lookup reads as the owner and restates application_search's policy in
  // its set form (decision 416): every role's matches through it are the policy's, run side by side.
  it("gives the search's index lookup the applications the policy of application_search gives, for every role", async () => {
    const { world, applications, orgIds } = await setting();
    // a query matching every document of the setting: the first word of each, or-ed
    const words = await asOwner(() => sqlRows<{ lexeme: string }[]>(Prisma.sql`
      SELECT (tsvector_to_array(document))[1] AS lexeme FROM application_search WHERE organization_id = ANY(${orgIds}::int4[])`));
    const q = words.map((w) => `'${w.lexeme.replace(/'/g, "''")}'`).join(" | ");
    for (const role of ROLES) {
      const caller = callerOf(world[role]);
      const expected = sorted(EXPECTED[role].applications.map((k) => applications[k].id));
      const [byPolicy, byLookup] = await withCaller(caller, () =>
        Promise.all([
          sqlRows<{ id: number }[]>(Prisma.sql`SELECT application_id AS id FROM application_search WHERE document @@ ${q}::tsquery`),
          sqlRows<{ id: number }[]>(Prisma.sql`SELECT caller_newest_matching_application_ids(${q}::tsquery, 100) AS id`),
        ]),
      );
      expect(sorted(byPolicy.map((r) => r.id)), `${role}: policy`).toEqual(expected);
      expect(sorted(byLookup.map((r) => r.id)), `${role}: index lookup`).toEqual(expected);
    }
  });

  it("keeps row-level security on every table of an organization's data, with a tenancy rule for each", async () => {
    const tables = await sqlRows<{ name: string; rls: boolean; forced: boolean; policies: string[] | null; hasOrg: boolean }[]>(Prisma.sql`
      SELECT c.relname AS name, c.relrowsecurity AS rls, c.relforcerowsecurity AS forced,
             (SELECT array_agg(p.polname ORDER BY p.polname) FROM pg_policy p WHERE p.polrelid = c.oid) AS policies,
             EXISTS (SELECT 1 FROM pg_attribute t WHERE t.attrelid = c.oid AND t.attname = 'organization_id' AND NOT t.attisdropped) AS "hasOrg"
        FROM pg_class c WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r' ORDER BY c.relname`);
    // tables that hold no organization's data: the migrator's, the request wrapper's, the inbound
    // webhook's delivery ids, Next's cache
    const shared = ["_prisma_migrations", "idempotency_keys", "inbound_webhook_ids", "next_cache_entries", "next_cache_tags", "rate_limit_buckets"];
    for (const table of tables) {
      if (shared.includes(table.name)) {
        expect(table.rls, `${table.name} holds no organization's rows`).toBe(false);
        continue;
      }
      expect(table.rls, `${table.name}: row-level security`).toBe(true);
      expect(table.policies?.length, `${table.name}: a policy`).toBeGreaterThan(0);
      if (table.hasOrg || table.name === "organizations") expect(table.policies, `${table.name}: tenancy`).toContain("tenancy");
    }
    // the app role and the two a caller runs as (decision 443), which hold its grants
    const roles = await sqlRows<{ name: string; super: boolean; bypass: boolean; grants: boolean }[]>(
      Prisma.sql`SELECT rolname AS name, rolsuper AS super, rolbypassrls AS bypass, pg_has_role(rolname, ${APP_ROLE}, 'USAGE') AS grants
                   FROM pg_roles WHERE rolname IN (${APP_ROLE}, 'hiring_app_wide', 'hiring_app_scoped') ORDER BY rolname`,
    );
    expect(roles).toEqual(
      [APP_ROLE, "hiring_app_scoped", "hiring_app_wide"].map((name) => ({ name, super: false, bypass: false, grants: true })),
    );
  });

  // Decision 427: a bare call is inlined into current_setting() and evaluated for every row a
  // policy filters; as a sub-select it is evaluated once per statement.
  it("has every policy read the caller through a sub-select, once per statement", async () => {
    const policies = await sqlRows<{ name: string; expression: string }[]>(Prisma.sql`
      SELECT tablename || '.' || policyname AS name, coalesce(qual, '') || ' ' || coalesce(with_check, '') AS expression
        FROM pg_policies WHERE schemaname = 'public'`);
    const callers = /\b(caller_org_id|caller_user_id|caller_role|caller_sees_all_jobs)\(\)/g;
    const wrapped = /\( SELECT (caller_org_id|caller_user_id|caller_role|caller_sees_all_jobs)\(\) AS \1\)/g;
    // a permission is asked the same way: caller_can('offers.view') once per statement
    const asks = /\bcaller_can\('[a-z_.]+'::text\)/g;
    const wrappedAsks = /\( SELECT caller_can\('[a-z_.]+'::text\) AS caller_can\)/g;
    expect(policies.filter((p) => p.expression.match(wrapped)).length).toBeGreaterThan(40);
    expect(policies.filter((p) => p.expression.match(wrappedAsks)).length).toBeGreaterThan(5);
    for (const policy of policies) {
      const bare = policy.expression.replace(wrapped, "").match(callers);
      expect(bare, `${policy.name}: ${policy.expression}`).toBeNull();
      expect(policy.expression.replace(wrappedAsks, "").match(asks), `${policy.name}: ${policy.expression}`).toBeNull();
    }
  });
});

// Decision 436: a job's children carry its organization and state the jobs' rule on their job_id,
// so a recruiter's check is a comparison instead of a scan of the organization's jobs; review
// requests do the same with the applications' rule (decision 438). The rules are copied, so this
// keeps each copy word for word its parent's.
describe("the job's children", () => {
  const copies = [
    ...["job_application_counters", "job_hiring_managers", "scorecard_criteria", "stages"].map((child) => ({
      parent: "jobs", child, policy: "of_a_visible_job", column: "job_id",
    })),
    { parent: "applications", child: "review_requests", policy: "of_a_visible_application", column: "application_id" },
  ];

  it("state their parent's visibility rule on their own column, word for word, beside its tenancy rule", async () => {
    const tables = [...new Set(copies.flatMap((c) => [c.parent, c.child]))];
    const policies = await sqlRows<{ table: string; name: string; permissive: string; qual: string }[]>(Prisma.sql`
      SELECT tablename AS table, policyname AS name, permissive, qual FROM pg_policies
       WHERE schemaname = 'public' AND tablename = ANY(${tables}::text[]) ORDER BY tablename, policyname`);
    const of = (table: string, name: string) => policies.find((p) => p.table === table && p.name === name)!;
    for (const { parent, child, policy, column } of copies) {
      const parentRule = of(parent, "managed_or_reviewed").qual;
      expect(parentRule).toContain("(id IN (");
      // an application's rows also keep a token to the application it names (decision 468)
      const reach = parent === "applications" ? ["as_far_as_the_token_reaches"] : [];
      // the organization's analytics login reads the stages behind its views (decision 488)
      const analyst = child === "stages" ? ["read_by_the_organizations_analyst"] : [];
      expect(policies.filter((p) => p.table === child).map((p) => p.name), child).toEqual([...reach, policy, "of_the_named_organization", ...analyst, "sees_every_job", "tenancy"]);
      if (reach.length > 0) expect(of(child, "as_far_as_the_token_reaches"), child).toMatchObject({ permissive: "RESTRICTIVE", qual: "(application_id IN ( SELECT public_named_application_ids() AS public_named_application_ids))" });
      expect(of(child, policy).qual, child).toBe(parentRule.replaceAll("(id IN (", `(${column} IN (`));
      expect(of(child, "tenancy"), child).toMatchObject({ permissive: "RESTRICTIVE", qual: of(parent, "tenancy").qual });
      // the wide role's twin (decision 443), the parent's own
      expect(of(child, "sees_every_job"), child).toMatchObject({ permissive: "PERMISSIVE", qual: of(parent, "sees_every_job").qual });
    }
  });

  it("take their job's organization, and cannot be given another", async () => {
    const world = await createWorld("Children Org");
    const other = await createWorld("Children Other Org");
    const job = await createJob(world.organization.id, { title: "Children job" });
    const stage = await ownerDb.stage.create({ data: { jobId: job.id, name: "Children stage", position: 90 } });
    expect(stage.organizationId).toBe(world.organization.id);
    await expect(
      asOwner(() => sqlRows(Prisma.sql`INSERT INTO stages (job_id, organization_id, name, position) VALUES (${job.id}, ${other.organization.id}, 'Wrong org', 91)`)),
    ).rejects.toThrow(/organization/);
    // the app role cannot write a child of another organization's job
    await expect(
      withCaller(callerOf(other.admin), () => db.stage.create({ data: { jobId: job.id, name: "Foreign stage", position: 92 } })),
    ).rejects.toThrow();
    expect(await ownerDb.stage.count({ where: { jobId: job.id, name: { in: ["Wrong org", "Foreign stage"] } } })).toBe(0);
    // a review request takes its application's organization and job, whatever its writer passed
    const application = await createApplication(job);
    const request = await createReviewRequest(application, world.interviewer);
    await asOwner(() => sqlRows(Prisma.sql`UPDATE review_requests SET organization_id = ${other.organization.id}, job_id = ${job.id + 1000} WHERE id = ${request.id}`));
    const [stored] = await asOwner(() =>
      sqlRows<{ organizationId: number; jobId: number }[]>(Prisma.sql`SELECT organization_id AS "organizationId", job_id AS "jobId" FROM review_requests WHERE id = ${request.id}`),
    );
    expect(stored).toEqual({ organizationId: world.organization.id, jobId: job.id });
  });
});

// Decision 443: a caller who sees every job runs as hiring_app_wide, the others as
// hiring_app_scoped, and the policies that only narrow a scoped caller's rows apply to that role
// alone. Which role a session carries decides how much its plans cost, never what it may see.
describe("the two app roles", () => {
  it("runs admins and recruiters as the wide role and the rest as the scoped one, by the rule the policies use", async () => {
    const world = await createWorld("Roles Org");
    for (const role of ROLES) {
      const caller = callerOf(world[role]);
      const [{ app }] = await sqlRows<{ app: string }[]>(Prisma.sql`SELECT app_role_for(${permissionsSetting(caller.permissions)}) AS app`);
      expect(app, role).toBe(can(caller, "jobs.view_all") ? "hiring_app_wide" : "hiring_app_scoped");
      expect(app, role).toBe(role === "admin" || role === "recruiter" ? "hiring_app_wide" : "hiring_app_scoped");
    }
  });

  it("gives every policy that narrows a scoped caller a wide twin that keeps only its first term, and no policy to the bare app role", async () => {
    const policies = await sqlRows<{ table: string; name: string; permissive: string; roles: string[]; qual: string }[]>(Prisma.sql`
      SELECT tablename AS table, policyname AS name, permissive, roles::text[] AS roles, qual FROM pg_policies WHERE schemaname = 'public'`);
    const scoped = policies.filter((p) => p.roles.includes("hiring_app_scoped"));
    // 13, structured interviewing's plan, scorecards and debrief decisions (decision 486), and the
    // jobs given to an agency (decision 504), and the analytics rows of a hire, a stage visit, a
    // first answer (decision 518) and an entrant (decision 519)
    expect(scoped.length).toBe(21);
    for (const policy of policies) expect(policy.roles, `${policy.table}.${policy.name}`).not.toContain(APP_ROLE);
    for (const policy of scoped) {
      const where = `${policy.table}.${policy.name}`;
      expect(policy.roles, where).toEqual(["hiring_app_scoped"]);
      expect(policy.qual.startsWith("(( SELECT caller_sees_all_jobs() AS caller_sees_all_jobs) OR "), where).toBe(true);
      if (policy.permissive === "RESTRICTIVE") continue;
      const twin = policies.find((p) => p.table === policy.table && p.roles.includes("hiring_app_wide"));
      expect(twin, where).toEqual({ table: policy.table, name: "sees_every_job", permissive: "PERMISSIVE", roles: ["hiring_app_wide"], qual: "( SELECT caller_sees_all_jobs() AS caller_sees_all_jobs)" });
    }
  });

  it("shows a session under the wrong app role no more than its caller may see, and the bare app role nothing the twins guard", async () => {
    const world = await createWorld("Mismatch Org");
    const managed = await createJob(world.organization.id, { title: "Managed", hiringManagerIds: [world.hiring_manager.id] });
    await createApplication(managed);
    const other = await createJob(world.organization.id, { title: "Other" });
    await createApplication(other);
    const seen = async (role: string, member: { id: string; role: Role }) => {
      const client = await sqlPool().connect();
      try {
        await client.query("BEGIN");
        // the caller's settings as a request sets them, then the role under test in their place
        await client.query(callerSettingsStatement({ orgId: world.organization.id, userId: member.id, role: member.role, permissions: permissionsOf(member.role) }, { local: true }));
        await client.query(`SET LOCAL ROLE "${role}"`);
        const { rows } = await client.query<{ jobs: string[]; applications: number; candidates: number; stages: number }>(
          `SELECT ARRAY(SELECT title FROM jobs ORDER BY title) AS jobs, (SELECT count(*)::int FROM applications) AS applications,
                  (SELECT count(*)::int FROM candidates) AS candidates, (SELECT count(DISTINCT job_id)::int FROM stages) AS stages`,
        );
        return rows[0];
      } finally {
        await client.query("ROLLBACK");
        client.release();
      }
    };
    // the right roles
    expect(await seen("hiring_app_wide", world.admin)).toEqual({ jobs: ["Managed", "Other"], applications: 2, candidates: 2, stages: 2 });
    expect(await seen("hiring_app_scoped", world.hiring_manager)).toEqual({ jobs: ["Managed"], applications: 1, candidates: 1, stages: 1 });
    // the wrong ones: a hiring manager as wide sees nothing, an admin as scoped still sees everything
    expect(await seen("hiring_app_wide", world.hiring_manager)).toEqual({ jobs: [], applications: 0, candidates: 0, stages: 0 });
    expect(await seen("hiring_app_scoped", world.admin)).toEqual({ jobs: ["Managed", "Other"], applications: 2, candidates: 2, stages: 2 });
    // the role that only holds the grants matches none of the guarded tables' permissive policies
    expect(await seen(APP_ROLE, world.admin)).toEqual({ jobs: [], applications: 0, candidates: 0, stages: 0 });
  });
});

describe("the caller scope", () => {
  type Session = { role: string; org: string | null; user: string | null };
  const session = () =>
    sqlRows<Session[]>(
      Prisma.sql`SELECT current_user::text AS role, nullif(current_setting('app.org_id', true), '') AS org, nullif(current_setting('app.user_id', true), '') AS user`,
    ).then((rows) => rows[0]);

  it("runs a caller's queries as the app role with the caller's settings, work outside any scope as hiring_nobody and the owner's only when named", async () => {
    const world = await createWorld("Scope Org");
    const caller = callerOf(world.recruiter);
    const owner = (await asOwner(session)).role;
    expect(owner).not.toBe(APP_ROLE);
    expect(owner).not.toBe("hiring_nobody");
    // twice in a row, and through Prisma's own queries as well as the plain pool
    for (let i = 0; i < 2; i++) {
      expect(await withCaller(caller, session)).toEqual({ role: "hiring_app_wide", org: String(world.organization.id), user: world.recruiter.id });
      const [viaPrisma] = await withCaller(caller, () => db.$queryRaw<{ role: string }[]>`SELECT current_user::text AS role`);
      expect(viaPrisma.role).toBe("hiring_app_wide");
      expect((await withCaller(callerOf(world.hiring_manager), session)).role).toBe("hiring_app_scoped");
      expect(await session()).toEqual({ role: "hiring_nobody", org: null, user: null });
      expect(await withCaller(caller, () => asOwner(session))).toEqual({ role: owner, org: null, user: null });
    }
  });

  it("never lets one request's caller reach another's queries when they share connections", async () => {
    const a = await createWorld("Scope A");
    const b = await createWorld("Scope B");
    const callers = [callerOf(a.admin), callerOf(b.interviewer), callerOf(a.hiring_manager), null];
    const seen = await Promise.all(
      Array.from({ length: 40 }, (_, i) => {
        const caller = callers[i % callers.length];
        const read = () => db.$transaction(async (tx) => tx.$queryRaw<{ user: string | null }[]>`SELECT nullif(current_setting('app.user_id', true), '') AS user`);
        return (caller ? withCaller(caller, read) : read()).then(([row]) => [caller?.userId ?? null, row.user]);
      }),
    );
    for (const [expected, got] of seen) expect(got).toBe(expected);
    expect(sqlPool().totalCount).toBeLessThanOrEqual(Number(process.env.DB_POOL_MAX));
  });
});
