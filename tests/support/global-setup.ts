import type { TestProject } from "vitest/node";
import { createTestDatabase, dropWorkerDatabases } from "./test-database";

declare module "vitest" {
  export interface ProvidedContext {
    // the run's migrated database, which each worker copies (tests/support/worker-env.ts); a test
    // reaches its own database through process.env.DATABASE_URL
    testDatabase: { template: string } | { given: string };
  }
}

export default async function setup(project: TestProject) {
  const given = process.env.HIRING_TEST_DATABASE_URL;
  if (given) {
    // a database of the caller's: every worker uses it, so run one worker (--maxWorkers=1)
    console.log("integration tests use the database of HIRING_TEST_DATABASE_URL");
    project.provide("testDatabase", { given });
    return;
  }
  const database = await createTestDatabase();
  console.log(`integration tests use copies (one per worker) of PostgreSQL database ${database.printable}`);
  project.provide("testDatabase", { template: database.name });
  return async () => {
    if (!process.env.KEEP_TEST_DATABASE) await dropWorkerDatabases(database.name);
  };
}
