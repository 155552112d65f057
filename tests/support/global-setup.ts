import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { generateOpenApiDocument } from "@/lib/openapi/generate";
import { createTestDatabase, dropWorkerDatabases } from "./test-database";

declare module "vitest" {
  export interface ProvidedContext {
    // the run's migrated database, which each worker copies (tests/support/worker-env.ts); a test
    // reaches its own database through process.env.DATABASE_URL
    testDatabase: { template: string } | { given: string };
    // the OpenAPI document as /api/openapi.json serves it, which tests/support/response-check.ts
    // checks every response against: generated once here rather than in every test file
    openApiDocumentFile: string;
    // where the first test file that wants one makes the run's migrated embedded database, which
    // each such file copies (tests/support/embedded-template.ts)
    embeddedTemplateDir: string;
  }
}

type Prepared = { documentFile: string; embeddedTemplateDir: string; testDatabase: { template: string } | { given: string }; teardown: () => Promise<void> };

async function prepare(): Promise<Prepared> {
  // the run's own directory: the OpenAPI document, and the embedded database's migrated copy once
  // a test file makes it; removed with the run
  const runDir = mkdtempSync(path.join(tmpdir(), "hiring-test-run-"));
  const documentFile = path.join(runDir, "openapi.json");
  writeFileSync(documentFile, JSON.stringify(generateOpenApiDocument()));
  const removeRunDir = () => rmSync(runDir, { recursive: true, force: true });
  const embeddedTemplateDir = runDir;
  const given = process.env.HIRING_TEST_DATABASE_URL;
  if (given) {
    // a database of the caller's: every worker uses it, so run one worker (--maxWorkers=1)
    console.log("integration tests use the database of HIRING_TEST_DATABASE_URL");
    return { documentFile, embeddedTemplateDir, testDatabase: { given }, teardown: async () => removeRunDir() };
  }
  const database = await createTestDatabase();
  console.log(`integration tests use copies (one per worker) of PostgreSQL database ${database.printable}`);
  return {
    documentFile,
    embeddedTemplateDir,
    testDatabase: { template: database.name },
    teardown: async () => {
      removeRunDir();
      if (!process.env.KEEP_TEST_DATABASE) await dropWorkerDatabases(database.name);
    },
  };
}

// vitest calls this for the root and for each project of vitest.config.mts, all in its main
// process: the first call prepares the run, the others share it, and the last teardown cleans up.
const run = globalThis as { hiringTestRun?: Promise<Prepared>; hiringTestRunUsers?: number };

export default async function setup(project: TestProject) {
  run.hiringTestRun ??= prepare();
  run.hiringTestRunUsers = (run.hiringTestRunUsers ?? 0) + 1;
  const prepared = await run.hiringTestRun;
  project.provide("openApiDocumentFile", prepared.documentFile);
  project.provide("testDatabase", prepared.testDatabase);
  project.provide("embeddedTemplateDir", prepared.embeddedTemplateDir);
  return async () => {
    run.hiringTestRunUsers! -= 1;
    if (run.hiringTestRunUsers === 0) {
      run.hiringTestRun = undefined;
      await prepared.teardown();
    }
  };
}
