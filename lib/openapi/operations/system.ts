import { HealthResponse, MetricsText, OpenApiDocumentResponse, VersionResponse } from "@/lib/schemas/responses";
import { HealthQuery } from "@/lib/schemas/health";
import { operations } from "../declare";

const tag = "System";

export const systemOperations = operations({
  getHealth: {
    method: "get",
    path: "/api/health",
    tag,
    summary: "Liveness, or readiness with ?ready=1",
    description:
      "No credentials and no rate limit; one database round trip. For load balancers and uptime checks. With `ready=1` it is the " +
      "readiness check: 503 while the instance drains after SIGTERM, when the database does not answer, or while migrations this " +
      "version needs are not applied.",
    access: "open",
    query: HealthQuery,
    success: { status: 200, description: "The app and its database answer (and, with ready=1, it takes traffic)", schema: HealthResponse, example: { ok: true } },
    errors: { 503: "The database does not answer; with ready=1 also while draining or with migrations pending." },
  },
  getMetrics: {
    method: "get",
    path: "/api/metrics",
    tag,
    summary: "Metrics of this instance (Prometheus)",
    description:
      "The Prometheus text format: requests and latency per route template and status, database pool connections by state, " +
      "rate-limit refusals, job-queue depth and failures, and process metrics. Each instance answers for itself: scrape every " +
      "instance. Open when `METRICS_TOKEN` is unset; otherwise send it as `Authorization: Bearer <METRICS_TOKEN>`. No rate limit.",
    access: "open",
    success: {
      status: 200,
      description: "The metrics, as text",
      schema: MetricsText,
      contentType: "text/plain; version=0.0.4; charset=utf-8",
      example: '# HELP hiring_http_requests_total HTTP requests answered, by route template and status\n# TYPE hiring_http_requests_total counter\nhiring_http_requests_total{method="GET",route="/api/jobs",status="200"} 42\n',
    },
    errors: { 401: "METRICS_TOKEN is set and the request did not send it." },
  },
  getVersion: {
    method: "get",
    path: "/api/version",
    tag,
    summary: "Name and version of the service",
    description: "No credentials, no rate limit and no database access.",
    access: "open",
    success: { status: 200, description: "The version", schema: VersionResponse, example: { name: "hiring-service", version: "0.1.0" } },
  },
  getOpenApiDocument: {
    method: "get",
    path: "/api/openapi.json",
    tag,
    summary: "This API description",
    description: "The OpenAPI 3.1 document, generated from the same zod schemas the handlers use. No credentials. A readable version is at /docs/api.",
    access: "open",
    success: {
      status: 200,
      description: "The OpenAPI document",
      schema: OpenApiDocumentResponse,
      example: { openapi: "3.1.0", info: { title: "Hiring service API", version: "1.0.0" }, paths: {} },
    },
  },
});
