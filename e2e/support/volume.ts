import pg from "pg";
import { DEMO_USERS } from "../../prisma/demo-users";
import { builtInRolesStatement } from "../../lib/server/roles/built-in-roles";

// A second organization for the board at volume (issue 15): one open job with 5,000 applications,
// so no spec that reads the demo organization ever sees them. Its admin signs in with the demo password.
export const VOLUME_ORG = { name: "Volume Labs", slug: "volume-labs" } as const;
export const VOLUME_ADMIN = { name: "Vera Volume", email: "volume-admin@volume.example" } as const;
export const VOLUME_JOB = { title: "Support Engineer (volume)", slug: "support-engineer-volume" } as const;
export const VOLUME_APPLICATIONS = 5000;
// how the 5,000 spread over the five default stages; every 10th of the first stage is rejected
// and the final stage's are hired, so the default filter (active and hired) hides 250
export const VOLUME_STAGES = [
  { name: "Applied", count: 2500 },
  { name: "Screen", count: 1200 },
  { name: "Interview", count: 800 },
  { name: "Offer", count: 400 },
  { name: "Hired", count: 100 },
] as const;

// Set-based inserts (generate_series) in one transaction: about a second, not 5,000 API calls.
// The password hash is the demo admin's (same password); the job counter trigger counts the rows.
export async function seedVolumeOrganization(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("BEGIN");
    const org = await client.query<{ id: number }>("INSERT INTO organizations (name, slug) VALUES ($1, $2) RETURNING id", [VOLUME_ORG.name, VOLUME_ORG.slug]);
    const orgId = org.rows[0].id;
    await client.query(builtInRolesStatement(orgId));
    const admin = DEMO_USERS.find((u) => u.role === "admin")!;
    await client.query(
      `INSERT INTO users (id, organization_id, email, name, role, password_hash)
       SELECT 'volume-admin', $1, $2, $3, 'admin', password_hash FROM users WHERE email = $4`,
      [orgId, VOLUME_ADMIN.email, VOLUME_ADMIN.name, admin.email],
    );
    const job = await client.query<{ id: number }>(
      `INSERT INTO jobs (organization_id, slug, title, location, status, description) VALUES ($1, $2, $3, 'Remote', 'open', 'A job with many applicants.') RETURNING id`,
      [orgId, VOLUME_JOB.slug, VOLUME_JOB.title],
    );
    const jobId = job.rows[0].id;
    const stageIds: number[] = [];
    for (const [position, stage] of VOLUME_STAGES.entries()) {
      const row = await client.query<{ id: number }>("INSERT INTO stages (job_id, name, position) VALUES ($1, $2, $3) RETURNING id", [jobId, stage.name, position]);
      stageIds.push(row.rows[0].id);
    }
    await client.query(
      `INSERT INTO candidates (organization_id, name, email, created_at)
       SELECT $1, 'Volume Candidate ' || lpad(n::text, 4, '0'), 'volume.candidate.' || n || '@example.com', now() - make_interval(mins => ${VOLUME_APPLICATIONS} - n)
       FROM generate_series(1, ${VOLUME_APPLICATIONS}) n`,
      [orgId],
    );
    // candidate n goes to the stage whose cumulative range holds n
    const bounds = VOLUME_STAGES.reduce<number[]>((acc, s) => [...acc, (acc.at(-1) ?? 0) + s.count], []);
    await client.query(
      `INSERT INTO applications (organization_id, job_id, candidate_id, current_stage_id, status, candidate_name, rejection_reason, hired_at, closed_at, created_at)
       SELECT $1, $2, c.id, s.stage_id, s.status::application_status, c.name,
              CASE WHEN s.status = 'rejected' THEN 'Volume seed' END,
              CASE WHEN s.status = 'hired' THEN c.created_at END,
              CASE WHEN s.status <> 'active' THEN c.created_at END,
              c.created_at
       FROM (SELECT id, name, created_at, row_number() OVER (ORDER BY id) AS n FROM candidates WHERE organization_id = $1) c
       CROSS JOIN LATERAL (
         SELECT ($3::int[])[i] AS stage_id,
                CASE WHEN i = ${VOLUME_STAGES.length} THEN 'hired' WHEN i = 1 AND c.n % 10 = 0 THEN 'rejected' ELSE 'active' END AS status
         FROM generate_series(1, ${VOLUME_STAGES.length}) i
         WHERE c.n <= ($4::int[])[i] AND c.n > COALESCE(($4::int[])[i - 1], 0)
       ) s`,
      [orgId, jobId, stageIds, bounds],
    );
    await client.query(
      `INSERT INTO stage_visits (application_id, stage_id, entered_at, left_at)
       SELECT id, current_stage_id, created_at, closed_at FROM applications WHERE job_id = $1`,
      [jobId],
    );
    await client.query("COMMIT");
    await client.query("ANALYZE applications, candidates, stage_visits");
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  } finally {
    await client.end();
  }
}
