import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerDb } from "@/lib/db/owner";
import { createApplication } from "@/prisma/factories/application";
import { createJob } from "@/prisma/factories/job";
import { withApi } from "./support/http";
import { createWorld } from "./support/world";

const { call } = withApi();
const run = promisify(execFile);

type Login = { host: string; port: number; database: string; user: string; password: string };
type World = Awaited<ReturnType<typeof createWorld>>;

// psql as the analyst, as a BI tool connects: one statement, its rows tab-separated, or the error
async function psql(login: Login, sql: string): Promise<{ rows: string[]; error: string | null }> {
  const env = { ...process.env, PGPASSWORD: login.password, PGCONNECT_TIMEOUT: "5" };
  try {
    const { stdout } = await run("psql", ["-X", "-A", "-t", "-F", "\t", "-v", "ON_ERROR_STOP=1", "-h", login.host, "-p", String(login.port), "-U", login.user, "-d", login.database, "-c", sql], { env });
    return { rows: stdout.split("\n").filter(Boolean), error: null };
  } catch (error) {
    return { rows: [], error: String((error as { stderr?: string }).stderr ?? error) };
  }
}

// The same through a Python client (psycopg2, Debian's python3-psycopg2), as Superset and most
// notebooks connect: the organization's job titles, in order
const PYTHON = `
import json, sys, psycopg2
login = json.loads(sys.argv[1])
connection = psycopg2.connect(host=login["host"], port=login["port"], dbname=login["database"], user=login["user"], password=login["password"])
cursor = connection.cursor()
cursor.execute("SELECT title FROM analytics.jobs ORDER BY title")
print(json.dumps([row[0] for row in cursor.fetchall()]))
`;

describe("read-only SQL for the organization's own BI tool", () => {
  let acme: World;
  let other: World;
  const logins: { world: World; login: Login }[] = [];

  beforeAll(async () => {
    acme = await createWorld("Analytics Acme");
    other = await createWorld("Analytics Other");
    for (const [world, titles, applications] of [
      [acme, ["Acme Analyst", "Acme Builder"], 3],
      [other, ["Other Role"], 2],
    ] as const) {
      for (const title of titles) {
        const job = await createJob(world.organization.id, { title });
        for (let i = 0; i < applications; i++) await createApplication(job, { candidateName: `Person ${title} ${i}` });
      }
    }
  });

  afterAll(async () => {
    // the logins are the server's, not the test database's: drop them
    for (const { world } of logins) await call("DELETE", "/api/orgs/me/analytics-credentials", { key: world.admin.key });
  });

  const makeLogin = async (world: World) => {
    const made = await call("POST", "/api/orgs/me/analytics-credentials", { key: world.admin.key });
    expect(made.status).toBe(201);
    logins.push({ world, login: made.body });
    return made.body as Login;
  };

  it("gives an admin a login that reads its own organization's rows of the documented views, and no one else one", async () => {
    expect((await call("POST", "/api/orgs/me/analytics-credentials", { key: acme.recruiter.key })).status).toBe(403);
    expect((await call("GET", "/api/orgs/me/analytics-credentials", { key: acme.admin.key })).body.credentials).toEqual({ exists: false, user: null, createdAt: null });
    const login = await makeLogin(acme);
    expect(login.user).toMatch(new RegExp(`^hiring_analyst_${acme.organization.id}_[a-z0-9]{20}$`));
    expect(login.password).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const shown = await call("GET", "/api/orgs/me/analytics-credentials", { key: acme.admin.key });
    expect(shown.body.credentials).toMatchObject({ exists: true, user: login.user });
    expect(JSON.stringify(shown.body)).not.toContain(login.password);

    expect((await psql(login, "SELECT count(*) FROM analytics.applications")).rows).toEqual(["6"]);
    expect((await psql(login, "SELECT title FROM analytics.jobs ORDER BY title")).rows).toEqual(["Acme Analyst", "Acme Builder"]);
    const stages = await psql(login, "SELECT count(DISTINCT job_id) FROM analytics.stages");
    expect(stages.rows).toEqual(["2"]);
    expect((await psql(login, "SELECT count(*) FROM analytics.stage_visits")).rows).toEqual(["6"]);
    expect((await psql(login, "SELECT source, sum(applications) FROM analytics.sources GROUP BY source")).rows).toEqual(["unknown\t6"]);

    const python = await run("/usr/bin/python3", ["-c", PYTHON, JSON.stringify(login)]);
    expect(JSON.parse(python.stdout)).toEqual(["Acme Analyst", "Acme Builder"]);

    const audit = await call("GET", "/api/audit-logs?action=analytics_credentials.created", { key: acme.admin.key });
    expect(audit.body.logs[0].metadata).toMatchObject({ user: login.user, replaced: null });
  });

  it("never reads another organization's rows, guarded columns or tables, even after setting the app's session variables", async () => {
    const login = await makeLogin(other);
    expect((await psql(login, "SELECT count(*) FROM analytics.applications")).rows).toEqual(["2"]);
    // the settings the app's own sessions run on are ignored for an analytics login
    const spoofed = await psql(
      login,
      `SELECT set_config('app.org_id', '${acme.organization.id}', false), set_config('app.permissions', ',jobs.view_all,offers.view,', false), set_config('app.user_id', '${acme.admin.id}', false);
       SELECT count(*) FROM analytics.applications`,
    );
    expect(spoofed.error).toBeNull();
    expect(spoofed.rows.at(-1)).toBe("2");
    for (const sql of [
      "SELECT candidate_name FROM public.applications",
      "SELECT email FROM public.candidates",
      "SELECT * FROM public.eeo_responses",
      "SELECT body_text FROM public.candidate_messages",
      "SELECT salary_amount FROM public.offers",
      "SELECT * FROM public.resume_files",
      "SELECT * FROM public.analytics_logins",
      "UPDATE public.jobs SET title = 'x'",
      "SELECT * FROM public.users",
    ]) {
      const refused = await psql(login, sql);
      expect(refused.error, sql).toMatch(/permission denied|read-only transaction/);
    }
    // the analytics views' own columns of another organization's rows are not there either
    const acmeIds = await ownerDb.application.findMany({ where: { organizationId: acme.organization.id }, select: { id: true } });
    const read = await psql(login, `SELECT count(*) FROM analytics.applications WHERE id IN (${acmeIds.map((a) => a.id).join(",")})`);
    expect(read.rows).toEqual(["0"]);
  });

  it("replaces the login with a new one at once, and drops it on request", async () => {
    const first = await makeLogin(acme);
    expect((await psql(first, "SELECT 1")).rows).toEqual(["1"]);
    const second = await makeLogin(acme);
    expect(second.user).not.toBe(first.user);
    expect((await psql(first, "SELECT 1")).error).toMatch(/does not exist|authentication failed/);
    expect((await psql(second, "SELECT count(*) FROM analytics.jobs")).rows).toEqual(["2"]);
    const audit = await call("GET", "/api/audit-logs?action=analytics_credentials.created", { key: acme.admin.key });
    expect(audit.body.logs[0].metadata).toMatchObject({ user: second.user, replaced: first.user });

    const dropped = await call("DELETE", "/api/orgs/me/analytics-credentials", { key: acme.admin.key });
    expect(dropped.body.credentials).toEqual({ exists: false, user: null, createdAt: null });
    expect((await psql(second, "SELECT 1")).error).toMatch(/does not exist|authentication failed/);
    const revoked = await call("GET", "/api/audit-logs?action=analytics_credentials.revoked", { key: acme.admin.key });
    expect(revoked.body.logs[0].metadata).toMatchObject({ user: second.user });
    const roles = await ownerDb.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM pg_roles WHERE rolname IN (${first.user}, ${second.user})`;
    expect(roles[0].n).toBe(0);
  });
});
