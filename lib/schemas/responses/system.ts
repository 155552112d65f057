import { z } from "zod";
import { Page, ResourceId, Timestamp } from "./common";

export const OutboxEmail = z.object({
  id: ResourceId,
  kind: z.string().describe("e.g. invitation, withdrawal"),
  to: z.string(),
  subject: z.string(),
  text: z.string().describe("the body, with the token of every single-use link replaced by [hidden]"),
  createdAt: Timestamp,
  sentAt: Timestamp.nullable().describe("null while the mail was only stored (no SMTP server)"),
});

export const OutboxResponse = z.object({ emails: z.array(OutboxEmail), page: Page });

export const VersionResponse = z.object({ name: z.string(), version: z.string() });

export const HealthResponse = z.object({ ok: z.literal(true) });

// The OpenAPI document itself: described loosely, it is validated by the linter instead.
export const OpenApiDocumentResponse = z
  .object({ openapi: z.string(), info: z.object({ title: z.string(), version: z.string() }).loose(), paths: z.record(z.string(), z.unknown()) })
  .loose();

// GET /api/metrics: Prometheus exposition text, not JSON.
export const MetricsText = z.string().describe("Prometheus text exposition format 0.0.4");
