import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyPolicyFiles, listPolicyFiles } from "@/lib/db/policies";

// prisma/policies declares the database's rules as they are (decision 465): every table's row-level
// security, every policy, and the helper functions with who may execute them. The live catalogue
// must be exactly that. The test reads it, then, in a transaction it rolls back, clears every policy,
// every table's row security and every helper function, applies the files alone and reads it again:
// anything the migrations left that the files do not declare, or declare otherwise, differs.

let client: pg.Client;

beforeAll(async () => {
  client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
});

afterAll(async () => {
  await client.end();
});

type Catalogue = { policies: unknown[]; tables: unknown[]; functions: unknown[] };

// the helpers: every function a file declares, every caller_* function, every function a policy calls
async function helperOids(declared: string[]): Promise<number[]> {
  const { rows } = await client.query<{ oid: number }>(
    `SELECT p.oid FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = 'public'
        AND (p.proname = ANY($1::text[]) OR p.proname LIKE 'caller\\_%'
             OR p.proname IN (SELECT m[1] FROM pg_policies, regexp_matches(coalesce(qual, '') || ' ' || coalesce(with_check, ''), '([a-z_]+)\\(', 'g') m))`,
    [declared],
  );
  return rows.map((r) => r.oid);
}

async function catalogue(declared: string[]): Promise<Catalogue> {
  const oids = await helperOids(declared);
  const { rows } = await client.query<{ snapshot: Catalogue }>(
    `SELECT json_build_object(
       'policies', (SELECT coalesce(json_agg(json_build_object('table', tablename, 'name', policyname, 'permissive', permissive, 'roles', roles, 'cmd', cmd, 'using', qual, 'check', with_check)
                                    ORDER BY tablename, policyname), '[]') FROM pg_policies WHERE schemaname = 'public'),
       'tables', (SELECT json_agg(json_build_object('table', c.relname, 'rls', c.relrowsecurity, 'forced', c.relforcerowsecurity) ORDER BY c.relname)
                    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')),
       'functions', (SELECT coalesce(json_agg(json_build_object(
                       'function', p.oid::regprocedure::text,
                       'definition', pg_get_functiondef(p.oid),
                       'executors', (SELECT array_agg(CASE WHEN a.grantee = 0 THEN 'PUBLIC' ELSE a.grantee::regrole::text END ORDER BY 1)
                                       FROM aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a
                                      WHERE a.privilege_type = 'EXECUTE' AND a.grantee <> p.proowner)) ORDER BY p.oid::regprocedure::text), '[]')
                       FROM pg_proc p WHERE p.oid = ANY($1::oid[]))
     ) AS snapshot`,
    [oids],
  );
  return rows[0].snapshot;
}

describe("the database's rules in prisma/policies", () => {
  it("declare each helper function once, and every function a policy calls", async () => {
    const files = await listPolicyFiles();
    expect(files.length).toBeGreaterThan(0);
    const declared = files.flatMap((f) => [...f.sql.matchAll(/CREATE OR REPLACE FUNCTION (\w+)\(/g)].map((m) => m[1]));
    expect(declared.filter((name, i) => declared.indexOf(name) !== i), "declared twice").toEqual([]);
    const { rows } = await client.query<{ name: string }>(
      `SELECT DISTINCT m[1] AS name FROM pg_policies, regexp_matches(coalesce(qual, '') || ' ' || coalesce(with_check, ''), '([a-z_]+)\\(', 'g') m
        WHERE EXISTS (SELECT 1 FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'public' AND p.proname = m[1])`,
    );
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.map((r) => r.name).filter((name) => !declared.includes(name)), "called by a policy, declared by no file").toEqual([]);
  });

  it("are exactly what the live catalogue holds: its policies, each table's row security, the helpers and who may run them", async () => {
    const files = await listPolicyFiles();
    const declared = files.flatMap((f) => [...f.sql.matchAll(/CREATE OR REPLACE FUNCTION (\w+)\(/g)].map((m) => m[1]));
    const live = await catalogue(declared);
    expect(live.policies.length).toBeGreaterThan(100);
    await client.query("BEGIN");
    try {
      // a blank slate: no policy, no table with row security, no helper function
      await client.query(`DO $$
        DECLARE r record;
        BEGIN
          FOR r IN SELECT policyname, tablename FROM pg_policies WHERE schemaname = 'public' LOOP
            EXECUTE format('DROP POLICY %I ON %I', r.policyname, r.tablename);
          END LOOP;
          FOR r IN SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind = 'r' LOOP
            EXECUTE format('ALTER TABLE %I NO FORCE ROW LEVEL SECURITY, DISABLE ROW LEVEL SECURITY', r.relname);
          END LOOP;
        END $$`);
      for (const oid of await helperOids(declared)) await client.query(`DROP FUNCTION ${(await client.query<{ f: string }>("SELECT $1::oid::regprocedure::text AS f", [oid])).rows[0].f}`);
      expect((await catalogue(declared)).policies).toEqual([]);
      await applyPolicyFiles(client);
      expect(await catalogue(declared)).toEqual(live);
    } finally {
      await client.query("ROLLBACK");
    }
  });
});
