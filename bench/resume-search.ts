import os from "node:os";
import pg from "pg";
import { callerSettingsStatement } from "@/lib/db/caller-scope";
import { migrate } from "@/lib/db/migrator";
import { MAX_RANKED, documentsSql } from "@/lib/server/search/search-documents";
import { databaseName, serverUrl, withClient } from "./database";
import { permissionsOf } from "@/lib/auth/permissions";
import { builtInRolesStatement } from "@/lib/server/roles/built-in-roles";

// npx tsx bench/resume-search.ts [--documents=500000] [--runs=40] [--reseed] [--plan=walk|index]
// The candidate search of decision 404 at scale: an organization with N applications, each with a
// résumé text of ~250 words drawn from a vocabulary with a realistic spread (a few words in most
// résumés, most words in few), indexed by the same triggers' function the app uses, then each query
// of a fixed set run as the app runs it (as hiring_app under the policies, for an admin and for a
// hiring manager of one job in ten), p50 and p99 in ms, with the way the search chose to find the
// matches (decision 416; --plan forces one). Its own database: hiring_bench_search.
const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, "").split("=")) as [string, string?][]);
const DOCUMENTS = Number(args.documents ?? 500_000);
const RUNS = Number(args.runs ?? 40);
const PLAN = args.plan ?? "";
const URL = process.env.BENCH_SEARCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/hiring_bench_search";
// from a common skill (about one résumé in four) to rare ones (about one in a hundred)
const QUERIES = ["kubernetes", "kubernetes go -java", '"site reliability"', "postgresql terraform", "rust or elixir", "firmware networking dns"];
const JOBS = 50;

async function prepare(): Promise<{ org: number; admin: string; manager: string }> {
  const name = databaseName(URL);
  const exists = await withClient(serverUrl(URL), async (c) => (await c.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount === 1);
  // a database seeded with fewer documents than asked is seeded again
  const seeded = exists ? await withClient(URL, async (c) => ((await c.query("SELECT to_regclass('public.application_search') AS t")).rows[0].t ? Number((await c.query("SELECT count(*) FROM application_search")).rows[0].count) : 0)) : 0;
  const reseed = "reseed" in args || (exists && seeded < DOCUMENTS);
  if (exists && reseed) await withClient(serverUrl(URL), (c) => c.query(`DROP DATABASE "${name}" WITH (FORCE)`));
  if (!exists || reseed) await withClient(serverUrl(URL), (c) => c.query(`CREATE DATABASE "${name}"`));
  await migrate(URL);
  return withClient(URL, async (c) => {
    const found = await c.query("SELECT o.id, (SELECT id FROM users WHERE organization_id = o.id AND role = 'admin') AS admin, (SELECT id FROM users WHERE organization_id = o.id AND role = 'hiring_manager') AS manager FROM organizations o WHERE slug = 'search-bench'");
    const count = found.rows[0] ? Number((await c.query("SELECT count(*) FROM application_search WHERE organization_id = $1", [found.rows[0].id])).rows[0].count) : 0;
    if (found.rows[0] && count >= DOCUMENTS) return { org: found.rows[0].id, admin: found.rows[0].admin, manager: found.rows[0].manager };
    console.log(`seeding ${DOCUMENTS} applications with résumé texts…`);
    const started = performance.now();
    await c.query("BEGIN");
    const org = (await c.query("INSERT INTO organizations (name, slug) VALUES ('Search Bench', 'search-bench') RETURNING id")).rows[0].id;
    await c.query(builtInRolesStatement(org));
    const admin = (await c.query("INSERT INTO users (id, organization_id, email, name, role) VALUES ('sb-admin', $1, 'admin@search.bench', 'Admin', 'admin') RETURNING id", [org])).rows[0].id;
    const manager = (await c.query("INSERT INTO users (id, organization_id, email, name, role) VALUES ('sb-manager', $1, 'hm@search.bench', 'Manager', 'hiring_manager') RETURNING id", [org])).rows[0].id;
    await c.query("INSERT INTO jobs (organization_id, title, slug, status) SELECT $1, 'Job ' || g, 'job-' || g, 'open' FROM generate_series(1, $2) g", [org, JOBS]);
    await c.query("INSERT INTO job_hiring_managers (job_id, user_id) SELECT id, $2 FROM jobs WHERE organization_id = $1 AND id % 10 = 0", [org, manager]);
    await c.query("INSERT INTO stages (job_id, name, position) SELECT id, 'Applied', 0 FROM jobs WHERE organization_id = $1", [org]);
    // the triggers would refresh each row as it comes; the bulk load fills the documents once at the end
    await c.query("ALTER TABLE applications DISABLE TRIGGER application_search_on_application");
    await c.query("ALTER TABLE resume_files DISABLE TRIGGER application_search_on_resume");
    await c.query("INSERT INTO candidates (organization_id, name, email) SELECT $1, 'Person ' || g, 'person' || g || '@search.bench' FROM generate_series(1, $2) g", [org, DOCUMENTS]);
    await c.query(
      `INSERT INTO applications (organization_id, job_id, candidate_id, current_stage_id, candidate_name, status)
       SELECT $1, j.id, c.id, s.id, c.name, 'active'
         FROM candidates c
         JOIN LATERAL (SELECT id FROM jobs WHERE organization_id = $1 ORDER BY id OFFSET (c.id % $2) LIMIT 1) j ON true
         JOIN stages s ON s.job_id = j.id
        WHERE c.organization_id = $1`,
      [org, JOBS],
    );
    // ~250 words each from 3,000: a word's share falls off as 1/rank (Zipf), as in real text; the
    // skills sit at ranks 50 to 2,330, so each is in roughly 25% down to 1% of the résumés
    await c.query(
      `WITH skills AS (SELECT ARRAY[
         'kubernetes','postgresql','aws','docker','linux','typescript','react','go','python','java',
         'site','reliability','incident','payments','terraform','rust','elixir','scala','kafka','redis','observability','commander','latency','migration',
         'platform','security','compliance','frontend','backend','mobile','android','swift','data','pipeline','spark','airflow','ml','pytorch','product',
         'design','research','leadership','mentoring','startup','fintech','health','logistics','retail','gaming','embedded','firmware','networking','dns'] AS s),
       vocabulary AS (
         SELECT array_agg(CASE WHEN n >= 50 AND (n - 50) % 40 = 0 AND (n - 50) / 40 < array_length(s, 1) THEN s[(n - 50) / 40 + 1] ELSE 'word' || n END ORDER BY n) AS words
           FROM generate_series(1, 3000) n, skills)
       INSERT INTO resume_files (organization_id, application_id, storage_key, file_name, content_type, size_bytes, text, text_state)
       SELECT $1, a.id, 'bench/' || a.id, 'cv.pdf', 'application/pdf', 1000,
              (SELECT string_agg(v.words[floor(power(array_length(v.words, 1), random()))::int], ' ') FROM generate_series(1, 250) g, vocabulary v WHERE a.id > 0),
              'done'
         FROM applications a WHERE a.organization_id = $1`,
      [org],
    );
    await c.query("ALTER TABLE applications ENABLE TRIGGER application_search_on_application");
    await c.query("ALTER TABLE resume_files ENABLE TRIGGER application_search_on_resume");
    await c.query("SELECT refresh_application_search(id) FROM applications WHERE organization_id = $1", [org]);
    await c.query("COMMIT");
    await c.query("VACUUM ANALYZE");
    console.log(`seeded in ${Math.round((performance.now() - started) / 1000)} s`);
    return { org, admin, manager };
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function main() {
  console.log(`resume search bench: ${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}, ${DOCUMENTS} documents, ${RUNS} runs per query`);
  const { org, admin, manager } = await prepare();
  const client = new pg.Client({ connectionString: URL });
  await client.connect();
  try {
    for (const [label, caller] of [["admin", { orgId: org, userId: admin, role: "admin", permissions: permissionsOf("admin") }], ["hiring manager of 1 job in 10", { orgId: org, userId: manager, role: "hiring_manager", permissions: permissionsOf("hiring_manager") }]] as const) {
      await client.query(callerSettingsStatement(caller));
      await client.query("SELECT set_config('hiring.search_plan', $1, false)", [PLAN]);
      for (const q of QUERIES) {
        const sql = documentsSql(q, 20);
        const times: number[] = [];
        let hits = 0;
        for (let i = 0; i < RUNS + 3; i++) {
          const started = performance.now();
          const result = await client.query({ text: sql.text, values: sql.values as unknown[] });
          if (i >= 3) times.push(performance.now() - started);
          hits = result.rowCount ?? 0;
        }
        times.sort((a, b) => a - b);
        const { walks } = (await client.query("SELECT application_search_walks(websearch_to_tsquery('english', $1), $2) AS walks", [q, MAX_RANKED])).rows[0];
        console.log(`${label.padEnd(30)} ${JSON.stringify(q).padEnd(34)} ${walks ? "walk " : "index"} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms  p99 ${percentile(times, 99).toFixed(1).padStart(7)} ms  (${hits} people answered)`);
      }
    }
  } finally {
    await client.end();
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
