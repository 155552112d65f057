import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import ApiReferencePage from "@/app/docs/api/page";
import { OPERATIONS } from "@/lib/openapi/operations";
import { withApi } from "./support/http";

const { call } = withApi();

describe("GET /api/openapi.json", () => {
  it("serves the OpenAPI 3.1 document without credentials, cacheable", async () => {
    const res = await call("GET", "/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    expect(res.body.openapi).toBe("3.1.0");
    expect(res.body.components.securitySchemes.bearerAuth).toEqual(expect.objectContaining({ type: "http", scheme: "bearer" }));
    expect(res.body.paths["/api/public/orgs/{slug}/jobs"].get.security).toEqual([]);
    expect(res.body.paths["/api/jobs"].get.security).toBeUndefined(); // inherits the global bearerAuth
    const reorder = res.body.paths["/api/jobs/{id}/stages/reorder"].patch;
    expect(Object.keys(reorder.responses)).toEqual(["200", "400", "401", "403", "404", "413", "415", "429", "500", "503"]);
    expect(reorder.responses["429"].headers["Retry-After"]).toEqual({ $ref: "#/components/headers/Retry-After" });
  });
});

describe("documented examples", () => {
  it("are accepted by the very request schemas the handlers parse with", () => {
    for (const op of OPERATIONS.filter((o) => o.body)) {
      expect(op.bodyExample, `${op.operationId} has no request example`).toBeDefined();
      const parsed = op.body!.safeParse(op.bodyExample);
      expect(parsed.success, `${op.operationId}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
  });

  it("match the response schemas they illustrate", () => {
    for (const op of OPERATIONS) {
      const parsed = op.success.schema.safeParse(op.success.example);
      expect(parsed.success, `${op.operationId}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
  });
});

describe("/docs/api", () => {
  it("renders every operation and schema without client scripts", () => {
    const html = renderToStaticMarkup(ApiReferencePage());
    for (const op of OPERATIONS) expect(html).toContain(`id="${op.operationId}"`);
    expect(html).toContain('id="schema-Job"');
    expect(html).not.toContain("<script");
  });
});
