import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { codeBelongsTo, codeForStatus } from "@/lib/errors";
import type { OpenApiDocument } from "./generate";
import { COMPONENT_PREFIX, type JsonSchema } from "./json-schema";

// Checks a response the test harness received against /api/openapi.json. Used by tests only
// (ajv is a dev dependency). The document comes in generated: the test run makes it once
// (tests/support/global-setup.ts) instead of each test file loading every operation to make it;
// each schema is compiled on its first use.

const COMPONENTS_ID = "https://hiring.invalid/openapi/components";

type ResponseDoc = { headers?: Record<string, { $ref?: string; required?: boolean }>; content?: Record<string, { schema: JsonSchema }> };
type OperationDoc = { operationId: string; responses: Record<string, ResponseDoc> };
type Matcher = { method: string; template: string; pattern: RegExp; staticSegments: number; op: OperationDoc };

// null when the response matches the document (or the operation is not documented: the
// route-coverage test guards completeness); otherwise a message saying what is wrong.
export type ResponseCheck = (method: string, url: string, status: number, body: unknown, headers: Headers) => string | null;

export function responseChecker(doc: OpenApiDocument): ResponseCheck {
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
  addFormats(ajv);
  ajv.addSchema({ $id: COMPONENTS_ID, $defs: rewriteRefs(doc.components.schemas) as JsonSchema });
  const matchers: Matcher[] = Object.entries(doc.paths).flatMap(([template, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const segments = template.split("/").filter(Boolean);
      const source = segments.map((s) => (s.startsWith("{") ? "[^/]+" : escapeRegExp(s))).join("/");
      return {
        method: method.toUpperCase(),
        template,
        pattern: new RegExp(`^/${source}/?$`),
        staticSegments: segments.filter((s) => !s.startsWith("{")).length,
        op: op as OperationDoc,
      };
    }),
  );
  // static segments beat parameters, as in Next's router
  matchers.sort((a, b) => b.staticSegments - a.staticSegments);
  const compiled = new Map<string, ValidateFunction>();
  const headerComponents = doc.components.headers as Record<string, { required?: boolean }>;

  return function check(method, url, status, body, headers) {
    const pathname = new URL(url, "http://localhost").pathname;
    // the route is chosen by the path alone (static segments first), then the method within it
    const route = matchers.find((m) => m.pattern.test(pathname));
    const match = route && matchers.find((m) => m.template === route.template && m.method === method.toUpperCase());
    if (!match) return null;
    const where = `${match.method} ${match.template} (${match.op.operationId}) answered ${status} for ${method.toUpperCase()} ${url}`;
    const response = match.op.responses[String(status)];
    if (!response) {
      const documented = Object.keys(match.op.responses).join(", ");
      return `${where}: status ${status} is not documented for this operation (documented: ${documented}); body: ${excerpt(body)}`;
    }
    if (!response.content) {
      // a 304: no body
      if (body !== null && body !== "") return `${where}: expected no body; body: ${excerpt(body)}`;
      return missingHeaders(where, response, headers, headerComponents);
    }
    const key = `${match.method} ${match.template} ${status}`;
    let validate = compiled.get(key);
    if (!validate) {
      // a text body (the metrics) is checked as the string it is
      const [media] = Object.values(response.content);
      validate = ajv.compile(rewriteRefs(media.schema) as JsonSchema);
      compiled.set(key, validate);
    }
    if (!validate(body)) {
      const errors = ajv.errorsText(validate.errors, { dataVar: "body", separator: "; " });
      return `${where}: the body does not match the documented schema: ${errors}; body: ${excerpt(body)}`;
    }
    const code = status >= 400 && body && typeof body === "object" ? (body as { code?: unknown }).code : undefined;
    if (code !== undefined && !codeBelongsTo(code, status)) {
      return `${where}: code ${JSON.stringify(code)} does not belong to status ${status} (expected "${codeForStatus(status)}")`;
    }
    return missingHeaders(where, response, headers, headerComponents);
  };
}

type HeaderDoc = { $ref?: string; required?: boolean };

function missingHeaders(where: string, response: { headers?: Record<string, HeaderDoc> }, headers: Headers, components: Record<string, { required?: boolean }>): string | null {
  const missing = Object.entries(response.headers ?? {})
    .filter(([name, header]) => isRequired(header, components) && !headers.has(name))
    .map(([name]) => name);
  return missing.length ? `${where}: required header(s) missing: ${missing.join(", ")}` : null;
}

function isRequired(header: HeaderDoc, components: Record<string, { required?: boolean }>): boolean {
  if (header.required) return true;
  if (!header.$ref) return false;
  return Boolean(components[header.$ref.split("/").pop()!]?.required);
}

function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        k === "$ref" && typeof v === "string" && v.startsWith(COMPONENT_PREFIX)
          ? `${COMPONENTS_ID}#/$defs/${v.slice(COMPONENT_PREFIX.length)}`
          : rewriteRefs(v),
      ]),
    );
  }
  return value;
}

function excerpt(body: unknown): string {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  return text === undefined ? "(empty)" : text.length > 400 ? `${text.slice(0, 400)}…` : text;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
