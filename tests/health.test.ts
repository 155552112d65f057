import { describe, expect, it } from "vitest";
import { withApi } from "./support/http";

const { call } = withApi();

describe("GET /api/health", () => {
  it("answers 200 {ok: true} without credentials after a database round trip", async () => {
    const response = await call("GET", "/api/health");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  });

  it("ignores credentials it does not need", async () => {
    const response = await call("GET", "/api/health", { headers: { authorization: "Bearer not-a-key" } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
  });
});
