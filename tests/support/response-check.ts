import { readFileSync } from "node:fs";
import { inject } from "vitest";
import type { OpenApiDocument } from "@/lib/openapi/generate";
import { responseChecker, type ResponseCheck } from "@/lib/openapi/response-validator";

// Every response the harness receives is checked against the run's OpenAPI document, which
// tests/support/global-setup.ts generates once: made in each test file, it cost about 1.6 s of
// imports there (every operation and response schema), most of a file's start.
let checker: ResponseCheck | undefined;

export const checkResponse: ResponseCheck = (...args) => {
  checker ??= responseChecker(JSON.parse(readFileSync(inject("openApiDocumentFile"), "utf8")) as OpenApiDocument);
  return checker(...args);
};
