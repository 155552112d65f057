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
  }
}

export default async function setup(project: TestProject) {
  const documentDir = mkdtempSync(path.join(tmpdir(), "hiring-openapi-"));
  const documentFile = path.join(documentDir, "openapi.json");
  writeFileSync(documentFile, JSON.stringify(generateOpenApiDocument()));
  project.provide("openApiDocumentFile", documentFile);
  const removeDocument = () => rmSync(documentDir, { recursive: true, force: true });
  const given = process.env.HIRING_TEST_DATABASE_URL;
  if (given) {
    // a database of the caller's: every worker uses it, so run one worker (--maxWorkers=1)
    console.log("integration tests use the database of HIRING_TEST_DATABASE_URL");
    project.provide("testDatabase", { given });
    return removeDocument;
  }
  const database = await createTestDatabase();
  console.log(`integration tests use copies (one per worker) of PostgreSQL database ${database.printable}`);
  project.provide("testDatabase", { template: database.name });
  return async () => {
    removeDocument();
    if (!process.env.KEEP_TEST_DATABASE) await dropWorkerDatabases(database.name);
  };
}
