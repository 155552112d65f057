import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type pg from "pg";

// The database's rules as they are now: prisma/policies/NN-<area>.sql declare the row-level
// security of every table (ENABLE and FORCE), its policies, and the helper functions they call
// (CREATE OR REPLACE, each with who may execute it). The migrator applies them after the migrations
// on every start, in one transaction that first drops every policy of the schema, so the policies
// the files declare are all there are; a migration that changes a rule changes its file instead
// (decision 465). tests/policy-files.test.ts holds the live catalogue to the files.

export const POLICIES_DIR = path.join(process.cwd(), "prisma", "policies");

export async function listPolicyFiles(dir = POLICIES_DIR): Promise<{ name: string; sql: string }[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith(".sql")).sort();
  return Promise.all(names.map(async (name) => ({ name, sql: await readFile(path.join(dir, name), "utf8") })));
}

// Every policy of the public schema, dropped: the files create the ones that stand.
const DROP_EVERY_POLICY = `
DO $$
DECLARE
  p record;
BEGIN
  FOR p IN SELECT policyname, tablename FROM pg_policies WHERE schemaname = 'public' LOOP
    EXECUTE format('DROP POLICY %I ON %I', p.policyname, p.tablename);
  END LOOP;
END
$$`;

// Runs inside the caller's transaction; the migrator commits it. A function's body is checked when
// it runs, so a file may name a helper another file declares.
export async function applyPolicyFiles(client: pg.ClientBase, dir = POLICIES_DIR): Promise<string[]> {
  await client.query("SET LOCAL check_function_bodies = off");
  await client.query(DROP_EVERY_POLICY);
  const files = await listPolicyFiles(dir);
  for (const file of files) {
    try {
      await client.query(file.sql);
    } catch (error) {
      throw new Error(`Policy file ${file.name} failed: ${(error as Error).message}`, { cause: error });
    }
  }
  return files.map((f) => f.name);
}
