import { describe, expect, it } from "vitest";
import { checkResponse } from "./support/response-check";

// The response check that tests/support/http.ts runs after every call: proof that it catches drift.
const key = { id: 3, name: "CI", keyPrefix: "hk_abcdefg", lastUsedAt: null, createdAt: "2026-11-21T09:30:00.000Z" };
const noHeaders = new Headers();

describe("response check against /api/openapi.json", () => {
  it("accepts a response that matches its operation and status", () => {
    expect(checkResponse("GET", "/api/api-keys", 200, { keys: [key] }, noHeaders)).toBeNull();
    expect(checkResponse("DELETE", "/api/api-keys/3", 404, { error: "API key not found", code: "not_found" }, noHeaders)).toBeNull();
    expect(checkResponse("GET", "/api/jobs/7/applications?limit=5", 400, { error: "Invalid query", code: "invalid_request" }, noHeaders)).toBeNull();
    const details = [{ path: "limit", message: "must be a whole number of 1 or more" }];
    expect(checkResponse("GET", "/api/jobs/7/applications", 400, { error: "Invalid query", code: "invalid_request", details }, noHeaders)).toBeNull();
  });

  it("rejects a missing field, an extra field, a wrong format and an omitted null", () => {
    const { lastUsedAt: _omitted, ...withoutLastUsed } = key;
    const cases = [
      { keys: [withoutLastUsed] },
      { keys: [{ ...key, keyHash: "secret" }] },
      { keys: [{ ...key, createdAt: "2026-11-21T09:30:00Z" }] },
      { keys: [{ ...key, id: "3" }] },
    ];
    for (const body of cases) {
      const problem = checkResponse("GET", "/api/api-keys", 200, body, noHeaders);
      expect(problem).toMatch(/^GET \/api\/api-keys \(listApiKeys\) answered 200 .*does not match the documented schema/);
    }
    expect(checkResponse("GET", "/api/api-keys", 200, { keys: [{ ...key, keyHash: "x" }] }, noHeaders)).toContain("keyHash");
  });

  it("rejects an error body that is not exactly {error, code, details?}", () => {
    const challenge = new Headers({ "WWW-Authenticate": "Bearer" });
    expect(checkResponse("GET", "/api/orgs/me", 401, { error: "no", code: "unauthorized", detail: "x" }, challenge)).toMatch(/does not match/);
    expect(checkResponse("GET", "/api/orgs/me", 401, { error: "no" }, challenge)).toMatch(/required property 'code'/);
    expect(checkResponse("GET", "/api/orgs/me", 401, { error: "no", code: "nope" }, challenge)).toMatch(/does not match/);
    expect(checkResponse("GET", "/api/orgs/me", 401, "Unauthorized", challenge)).toMatch(/does not match/);
    const badDetail = { error: "x", code: "invalid_request", details: [{ field: "limit" }] };
    expect(checkResponse("GET", "/api/jobs/7/applications", 400, badDetail, noHeaders)).toMatch(/does not match/);
    expect(checkResponse("GET", "/api/jobs/7/applications", 400, { ...badDetail, details: [] }, noHeaders)).toMatch(/does not match/);
  });

  it("rejects a code that belongs to another status, and a 401 without WWW-Authenticate", () => {
    const challenge = new Headers({ "WWW-Authenticate": "Bearer" });
    expect(checkResponse("GET", "/api/orgs/me", 401, { error: "no", code: "forbidden" }, challenge)).toMatch(
      /code "forbidden" does not belong to status 401 \(expected "unauthorized"\)/,
    );
    expect(checkResponse("GET", "/api/orgs/me", 401, { error: "no", code: "unauthorized" }, noHeaders)).toMatch(
      /required header\(s\) missing: WWW-Authenticate/,
    );
    expect(checkResponse("GET", "/api/orgs/me", 401, { error: "no", code: "unauthorized" }, challenge)).toBeNull();
  });

  it("rejects a status the operation does not document, naming the documented ones", () => {
    const problem = checkResponse("GET", "/api/orgs/me", 404, { error: "Not found", code: "not_found" }, noHeaders);
    expect(problem).toMatch(/status 404 is not documented for this operation \(documented: 200, 401, 403, 429, 500, 503\)/);
  });

  it("requires Retry-After on 429", () => {
    const body = { error: "Too many requests; try again in 5 s", code: "rate_limited" };
    expect(checkResponse("GET", "/api/home", 429, body, noHeaders)).toMatch(/required header\(s\) missing: Retry-After/);
    expect(checkResponse("GET", "/api/home", 429, body, new Headers({ "Retry-After": "5" }))).toBeNull();
  });

  it("matches static segments before parameters and ignores undocumented operations", () => {
    const stages = { stages: [{ id: 1, jobId: 2, name: "Applied", position: 0, candidateLabel: null }] };
    expect(checkResponse("PATCH", "/api/jobs/2/stages/reorder", 200, stages, noHeaders)).toBeNull();
    expect(checkResponse("GET", "/api/auth/session", 200, {}, noHeaders)).toBeNull();
    expect(checkResponse("PUT", "/api/jobs/2", 405, { error: "PUT is not allowed here", code: "method_not_allowed" }, noHeaders)).toBeNull();
    // a path with a route of its own is not another route's parameter, whatever the method
    expect(checkResponse("PATCH", "/api/jobs/stage-counts", 405, { error: "PATCH is not allowed here", code: "method_not_allowed" }, noHeaders)).toBeNull();
  });
});
