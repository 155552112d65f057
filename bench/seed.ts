import { generateApiKey, hashSecret, keyPrefixOf } from "@/lib/auth/api-keys";
import { hashPassword } from "@/lib/auth/passwords";
import { migrate } from "@/lib/db/migrator";
import { builtInRolesStatement } from "@/lib/server/roles/built-in-roles";
import { BENCH_ADMIN_EMAIL, BENCH_ORG_SLUG, databaseName, SEEDED_MARK, serverUrl, withClient } from "./database";

// Scale 1 is the size every figure in bench/README.md was first measured at; `--scale=N` multiplies
// jobs, candidates, applications and audit entries by N over the same year of history (same shape:
// one application in ten goes to the first job, the same stage and status mix), so an endpoint's
// p50 at scale 10 against scale 1 shows whether its cost follows the organization's size.
export type SeedSize = { scale: number; jobs: number; applications: number; auditEntries: number; adminReviewRequests: number };
export function seedSize(scale: number): SeedSize {
  return { scale, jobs: 200 * scale, applications: 50_000 * scale, auditEntries: 500_000 * scale, adminReviewRequests: 300 };
}
export const BENCH_ADMIN_PASSWORD = "bench-password-2026";

type Step = { label: string; sql: string };

// Set-based steps: each is one INSERT ... SELECT over generate_series, parameterised by the org id ($1).
// setseed() makes the random spread identical on every run.
function steps(size: SeedSize): Step[] {
  return [
    {
      label: `users (admin, ${5 * size.scale} recruiters, ${20 * size.scale} hiring managers, ${50 * size.scale} interviewers)`,
      sql: `INSERT INTO users (id, organization_id, email, name, role)
            SELECT 'bench-' || r || '-' || n, $1, 'bench-' || replace(r, '_', '-') || '-' || n || '@bench.example',
                   initcap(replace(r, '_', ' ')) || ' ' || n, r
            FROM (VALUES ('recruiter', ${5 * size.scale}), ('hiring_manager', ${20 * size.scale}), ('interviewer', ${50 * size.scale})) v(r, c), generate_series(1, c) n`,
    },
    {
      // jobs and applications take their updated_at from the sync clock (decision 150), which would
      // stamp the whole seeded year with the minute of seeding; the history keeps the stamps it is
      // given (the last change of each row), so updatedSince reads what a real organization's would
      label: "jobs' and applications' sync stamps off for the bulk insert",
      sql: `ALTER TABLE jobs DISABLE TRIGGER jobs_stamp_updated_at; ALTER TABLE applications DISABLE TRIGGER applications_stamp_updated_at`,
    },
    {
      label: `jobs (${size.jobs}: 1 in 20 draft, 1 in 5 closed, the rest open)`,
      sql: `INSERT INTO jobs (organization_id, slug, title, description, location, department, employment_type,
                             workplace_type, salary_min, salary_max, kit_body, status, created_at, updated_at)
            SELECT $1, 'job-' || n, t.title || ' ' || n, 'About the role ' || n, (ARRAY['Berlin','London','Lisbon','New York','Remote'])[1 + n % 5],
                   t.department, (ARRAY['full_time','part_time','contract'])[1 + n % 3]::employment_type,
                   (ARRAY['on_site','hybrid','remote'])[1 + n % 3]::workplace_type, 50000 + n * 100, 80000 + n * 100,
                   'Interview kit for ' || t.title,
                   CASE WHEN n % 20 = 0 THEN 'draft' WHEN n % 5 = 0 THEN 'closed' ELSE 'open' END::job_status,
                   now() - interval '400 days' + n * interval '1 hour', now() - interval '400 days' + n * interval '1 hour'
            FROM generate_series(1, ${size.jobs}) n,
                 LATERAL (SELECT (ARRAY['Software Engineer','Product Designer','Data Analyst','Account Executive','Support Specialist',
                                        'Product Manager','Recruiter','Site Reliability Engineer','Marketing Lead','Finance Analyst'])[1 + n % 10] AS title,
                                 (ARRAY['Engineering','Design','Data','Sales','Support','Product','People','Engineering','Marketing','Finance'])[1 + n % 10] AS department) t`,
    },
    {
      label: "hiring managers, default stages and 4 criteria per job",
      sql: `WITH org_jobs AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM jobs WHERE organization_id = $1),
            hm AS (INSERT INTO job_hiring_managers (job_id, user_id) SELECT id, 'bench-hiring_manager-' || (1 + n % ${20 * size.scale}) FROM org_jobs),
            st AS (INSERT INTO stages (job_id, name, position)
                   SELECT j.id, s.name, s.pos - 1 FROM org_jobs j, unnest(ARRAY['Applied','Screen','Interview','Offer','Hired']) WITH ORDINALITY s(name, pos))
            INSERT INTO scorecard_criteria (job_id, name, position)
            SELECT j.id, c.name, c.pos - 1 FROM org_jobs j, unnest(ARRAY['Technical skills','Communication','Problem solving','Ownership']) WITH ORDINALITY c(name, pos)`,
    },
    {
      label: `candidates (${size.applications})`,
      sql: `INSERT INTO candidates (organization_id, name, email, phone, resume_url, created_at, updated_at)
            SELECT $1, 'Candidate ' || n, 'candidate' || n || '@bench.example', '+44 20 7946 ' || lpad((n % 10000)::text, 4, '0'),
                   'https://cv.bench.example/' || n || '.pdf', now() - interval '366 days', now() - interval '366 days'
            FROM generate_series(1, ${size.applications}) n`,
    },
    {
      // one application per candidate; one in ten goes to the newest job so one pipeline is large
      label: "application plan (job, stage, status and timing per application)",
      sql: `CREATE TEMP TABLE plan AS
            WITH jobs_open AS (SELECT array_agg(id ORDER BY id) AS ids, min(id) AS big FROM jobs WHERE organization_id = $1 AND status <> 'draft'),
            c AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM candidates WHERE organization_id = $1),
            base AS (
              SELECT c.n, c.id AS candidate_id,
                     CASE WHEN c.n % 10 = 0 THEN j.big ELSE j.ids[1 + floor(random() * array_length(j.ids, 1))::int] END AS job_id,
                     now() - random() * interval '365 days' AS created_at, random() AS r_stage, random() AS r_status,
                     interval '1 day' * (1 + random() * 9) AS step
              FROM c, jobs_open j),
            staged AS (
              SELECT *, CASE WHEN r_stage < 0.45 THEN 0 WHEN r_stage < 0.70 THEN 1 WHEN r_stage < 0.85 THEN 2 WHEN r_stage < 0.95 THEN 3 ELSE 4 END AS stage_idx
              FROM base)
            SELECT nextval('applications_id_seq') AS app_id, n, candidate_id, job_id, created_at, stage_idx,
                   least(step, (now() - created_at) / (stage_idx + 1)) AS step,
                   CASE WHEN stage_idx = 4 THEN 'hired'
                        WHEN created_at < now() - interval '60 days' THEN
                          CASE WHEN r_status < 0.70 THEN 'rejected' WHEN r_status < 0.80 THEN 'withdrawn' ELSE 'active' END
                        ELSE CASE WHEN r_status < 0.75 THEN 'active' WHEN r_status < 0.95 THEN 'rejected' ELSE 'withdrawn' END
                   END::application_status AS status
            FROM staged`,
    },
    {
      label: `applications (${size.applications})`,
      sql: `INSERT INTO applications (id, organization_id, job_id, candidate_id, current_stage_id, status, cover_letter,
                                     candidate_name, candidate_phone, candidate_resume_url,
                                     rejection_reason, hired_at, closed_at, created_at, updated_at)
            SELECT p.app_id, $1, p.job_id, p.candidate_id, s.id, p.status, 'I would love to join as ' || p.n,
                   cd.name, cd.phone, cd.resume_url,
                   CASE WHEN p.status = 'rejected' THEN 'Not a fit for the role' END,
                   CASE WHEN p.status = 'hired' THEN p.created_at + (p.stage_idx + 1) * p.step END,
                   CASE WHEN p.status <> 'active' THEN p.created_at + (p.stage_idx + 1) * p.step END,
                   p.created_at, p.created_at + (p.stage_idx + 1) * p.step
            FROM plan p JOIN stages s ON s.job_id = p.job_id AND s.position = p.stage_idx
            JOIN candidates cd ON cd.id = p.candidate_id`,
    },
    {
      label: "jobs' and applications' sync stamps back on",
      sql: `ALTER TABLE jobs ENABLE TRIGGER jobs_stamp_updated_at; ALTER TABLE applications ENABLE TRIGGER applications_stamp_updated_at`,
    },
    {
      label: "stage_visits (the walk through stage 0..current of every application)",
      sql: `INSERT INTO stage_visits (application_id, stage_id, entered_at, left_at)
            SELECT p.app_id, s.id, p.created_at + k * p.step,
                   CASE WHEN k < p.stage_idx OR p.status <> 'active' THEN p.created_at + (k + 1) * p.step END
            FROM plan p CROSS JOIN LATERAL generate_series(0, p.stage_idx) k
            JOIN stages s ON s.job_id = p.job_id AND s.position = k`,
    },
    {
      // review requests stamp their applications' updated_at for sync clients (decision 150); the
      // seeded history keeps the timestamps it was given, and a set-based insert skips the 275,000
      // row updates at scale 10
      label: "review requests' sync stamp off for the bulk insert",
      sql: `ALTER TABLE review_requests DISABLE TRIGGER review_requests_added`,
    },
    {
      label: "review requests and feedback (two interviewers per application past Screen) with ratings",
      sql: `WITH reviewers AS (
              SELECT p.app_id, p.created_at + 2 * p.step AS requested_at, p.created_at + 2.5 * p.step AS submitted_at,
                     'bench-interviewer-' || (1 + (p.app_id + d) % ${50 * size.scale}) AS reviewer_id
              FROM plan p, (VALUES (0), (17)) v(d) WHERE p.stage_idx >= 2),
            rr AS (INSERT INTO review_requests (application_id, reviewer_id, requested_by_id, created_at, completed_at)
                   SELECT app_id, reviewer_id, 'bench-recruiter-1', requested_at, submitted_at FROM reviewers)
            INSERT INTO feedback (application_id, author_id, notes, created_at, updated_at)
            SELECT app_id, reviewer_id, 'Solid interview; see ratings.', submitted_at, submitted_at FROM reviewers`,
    },
    { label: "review requests' sync stamp back on", sql: `ALTER TABLE review_requests ENABLE TRIGGER review_requests_added` },
    {
      label: "feedback ratings (every criterion of the job)",
      sql: `INSERT INTO feedback_ratings (feedback_id, criterion_id, score)
            SELECT f.id, c.id, 1 + floor(random() * 4)::int
            FROM feedback f JOIN applications a ON a.id = f.application_id JOIN scorecard_criteria c ON c.job_id = a.job_id
            WHERE a.organization_id = $1`,
    },
    {
      label: `open review requests for the bench admin (${size.adminReviewRequests})`,
      sql: `INSERT INTO review_requests (application_id, reviewer_id, requested_by_id, created_at)
            SELECT app_id, 'bench-admin', 'bench-recruiter-1', created_at + step
            FROM plan WHERE status = 'active' ORDER BY app_id LIMIT ${size.adminReviewRequests}`,
    },
    // the audit log's entries, unless the run reads none of them (--without-audit)
    ...(size.auditEntries === 0
      ? []
      : [
        {
          // the per-row numbering trigger (decision 052) would cost an upsert per entry; number them here
          label: "audit numbering trigger off for the bulk insert",
          sql: `ALTER TABLE audit_logs DISABLE TRIGGER audit_logs_assign_seq`,
        },
        {
          label: `audit entries (${size.auditEntries})`,
          sql: `WITH u AS (SELECT array_agg(id ORDER BY id) AS ids, array_agg(name ORDER BY id) AS names FROM users WHERE organization_id = $1),
                kinds AS (SELECT ARRAY['application.moved','application.status_changed','feedback.submitted','candidate_note.created',
                                       'stage.created','job.updated','review.requested','api_key.created'] AS actions,
                                 ARRAY['application','application','feedback','candidate_note','stage','job','application','api_key'] AS targets)
                INSERT INTO audit_logs (organization_id, seq, actor_user_id, actor_name, action, target_type, target_id, metadata, created_at)
                SELECT $1, n, u.ids[1 + n % array_length(u.ids, 1)], u.names[1 + n % array_length(u.ids, 1)],
                       k.actions[1 + n % 8], k.targets[1 + n % 8], (1 + n % ${size.applications})::text,
                       jsonb_build_object('before', jsonb_build_object('stage', 'Applied'), 'after', jsonb_build_object('stage', 'Screen')),
                       now() - interval '365 days' + n * (interval '365 days' / ${size.auditEntries})
                FROM generate_series(1, ${size.auditEntries}) n, u, kinds k
                ORDER BY n`,
        },
        {
          label: "audit counter",
          sql: `INSERT INTO audit_log_counters (organization_id, last_seq) SELECT $1, max(seq) FROM audit_logs WHERE organization_id = $1`,
        },
        { label: "audit numbering trigger back on", sql: `ALTER TABLE audit_logs ENABLE TRIGGER audit_logs_assign_seq` },
        ]),
  ];
}

export type SeedResult = { apiKey: string; timings: { label: string; ms: number }[] };

// Drops and recreates the bench database, migrates it, and fills one large organization.
export async function seedLargeOrg(url: string, size: SeedSize, log: (line: string) => void = console.log): Promise<SeedResult> {
  const name = databaseName(url);
  const timings: SeedResult["timings"] = [];
  const timed = async <T>(label: string, fn: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const value = await fn();
    const ms = Math.round(performance.now() - started);
    timings.push({ label, ms });
    log(`  ${String(ms).padStart(6)} ms  ${label}`);
    return value;
  };

  await timed(`recreate database ${name}`, () =>
    withClient(serverUrl(url), async (c) => {
      await c.query(`DROP DATABASE IF EXISTS "${name.replace(/"/g, '""')}" WITH (FORCE)`);
      await c.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
    }),
  );
  await timed("migrate (lib/db/migrator.ts)", () => migrate(url));
  const passwordHash = await hashPassword(BENCH_ADMIN_PASSWORD);
  const apiKey = generateApiKey();

  await withClient(url, async (c) => {
    await c.query("SELECT setseed(0.42)");
    const orgId: number = await timed("organization and bench admin with API key", async () => {
      const org = await c.query("INSERT INTO organizations (name, slug) VALUES ('Bench Co', $1) RETURNING id", [BENCH_ORG_SLUG]);
      const id = org.rows[0].id as number;
      await c.query(builtInRolesStatement(id));
      await c.query(
        "INSERT INTO users (id, organization_id, email, name, role, password_hash) VALUES ('bench-admin', $1, $2, 'Bench Admin', 'admin', $3)",
        [id, BENCH_ADMIN_EMAIL, passwordHash],
      );
      await c.query(
        "INSERT INTO api_keys (organization_id, user_id, name, key_prefix, key_hash) VALUES ($1, 'bench-admin', 'bench', $2, $3)",
        [id, keyPrefixOf(apiKey), hashSecret(apiKey)],
      );
      return id;
    });
    for (const step of steps(size)) await timed(step.label, () => c.query(step.sql, step.sql.includes("$1") ? [orgId] : []));
    // a long-lived database has its visibility map set by autovacuum, which index-only scans need
    await timed("VACUUM ANALYZE", () => c.query("VACUUM ANALYZE"));
    await c.query(`COMMENT ON DATABASE "${name.replace(/"/g, '""')}" IS '${SEEDED_MARK}'`);
  });
  return { apiKey, timings };
}
