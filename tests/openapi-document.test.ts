import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import ApiReferencePage from "@/app/docs/api/page";
import { codeForStatus, ERROR_CODES } from "@/lib/errors";
import { openApiDocument } from "@/lib/openapi/document";
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
    expect(Object.keys(reorder.responses)).toEqual(["200", "400", "401", "403", "404", "409", "413", "415", "422", "429", "500", "503"]);
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

type Schema = Record<string, any>;
const requestComponents = () => {
  const doc = openApiDocument();
  const names = Object.values(doc.paths).flatMap((methods) =>
    Object.values(methods as Record<string, Schema>).flatMap((op) => {
      const ref = op.requestBody?.content["application/json"].schema.$ref as string | undefined;
      return ref ? [ref.split("/").pop()!] : [];
    }),
  );
  return { doc, names: [...new Set(names)] };
};

describe("request schemas", () => {
  it("describe what a client may send: a defaulted field is optional and carries no `default` keyword", () => {
    const { doc, names } = requestComponents();
    expect(names).toContain("SubmitFeedbackBody");
    const schemas = doc.components.schemas as Record<string, Schema>;
    for (const name of names) expect(JSON.stringify(schemas[name]), name).not.toMatch(/"default":/);
    const feedback = schemas.SubmitFeedbackBody;
    expect(feedback.required).toBeUndefined();
    expect(feedback.properties.notes.description).toBe("Optional; when omitted: `null`.");
    expect(feedback.properties.ratings.description).toBe("Optional; when omitted: `[]`.");
  });

  it("type the careers form's hidden bot trap as an optional string", () => {
    const apply = (openApiDocument().components.schemas as Record<string, Schema>).ApplyToJobBody;
    expect(apply.properties.website).toEqual({ type: "string", description: expect.stringMatching(/^Leave empty/) });
    expect(apply.required).toEqual(["name", "email"]);
  });
});

describe("error responses", () => {
  it("all use ErrorBody: error, a code from the documented list, optional details", () => {
    const doc = openApiDocument();
    const schemas = doc.components.schemas as Record<string, Schema>;
    expect(schemas.ErrorBody.required).toEqual(["error", "code"]);
    expect(schemas.ErrorBody.properties.code).toEqual({ $ref: "#/components/schemas/ErrorCode" });
    expect(schemas.ErrorCode.enum).toEqual([...ERROR_CODES]);
    expect(schemas.ErrorBody.properties.details.items).toEqual({ $ref: "#/components/schemas/ErrorDetail" });
    expect(schemas.ErrorDetail.required).toEqual(["path", "message"]);
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods as Record<string, Schema>)) {
        for (const [status, response] of Object.entries(op.responses as Record<string, Schema>)) {
          if (Number(status) < 400) continue;
          const media = response.content["application/json"];
          expect(Object.keys(response.content), `${method} ${path} ${status}`).toEqual(["application/json"]);
          expect(media.schema, `${method} ${path} ${status}`).toEqual({ $ref: "#/components/schemas/ErrorBody" });
          if (media.example) expect(media.example.code, `${method} ${path} ${status}`).toBe(codeForStatus(Number(status)));
          expect(response.description).toMatch(new RegExp(`^\`${codeForStatus(Number(status))}\`: `));
          if (status === "401") expect(response.headers["WWW-Authenticate"]).toEqual({ $ref: "#/components/headers/WWW-Authenticate" });
        }
      }
    }
  });
});
