import { expect } from "vitest";

// The body of a 400 (OpenAPI document, Errors). Input that fails validation names each field in
// `details` (its shape is checked against the OpenAPI document on every call); a rule a domain
// function checks (e.g. "a stage of this job") has the message only.
export function invalidRequest(body: unknown, error: unknown = expect.any(String)) {
  const hasDetails = typeof body === "object" && body !== null && "details" in body;
  return { error, code: "invalid_request", ...(hasDetails ? { details: expect.any(Array) } : {}) };
}
