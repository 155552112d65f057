import type { TestProject } from "vitest/node";
import { createTestDatabase } from "./test-database";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const database = process.env.HIRING_TEST_DATABASE_URL
    ? { url: process.env.HIRING_TEST_DATABASE_URL, printable: "(given)", drop: async () => {} }
    : await createTestDatabase();
  console.log(`integration tests use PostgreSQL database ${database.printable}`);
  project.provide("databaseUrl", database.url);
  return async () => {
    if (!process.env.KEEP_TEST_DATABASE) await database.drop();
  };
}
