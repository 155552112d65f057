import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { withApi } from "./support/http";

const { call } = withApi();

describe("GET /api/version", () => {
  it("answers the package name and version without credentials", async () => {
    const pkg = JSON.parse(readFileSync(path.join(process.cwd(), "package.json"), "utf8"));
    const response = await call("GET", "/api/version");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ name: pkg.name, version: pkg.version });
    expect(response.body.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("ignores a credential header and carries no rate-limit state", async () => {
    const bogus = await call("GET", "/api/version", { headers: { authorization: "Bearer nonsense" } });
    expect(bogus.status).toBe(200);
    expect(bogus.headers.get("x-ratelimit-limit")).toBeNull();
  });
});
