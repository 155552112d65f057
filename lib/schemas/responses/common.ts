import { z } from "zod";
import { ERROR_CODES } from "@/lib/errors";

// Wire formats shared by every response body (OpenAPI document, Formats). These schemas describe
// JSON as sent, so they have no transforms: the OpenAPI document is generated from them as is.

// ISO 8601 UTC with milliseconds, e.g. 2026-11-21T09:30:00.000Z
export const Timestamp = z.iso.datetime({ precision: 3 }).describe("ISO 8601 UTC timestamp with milliseconds");

// The Monday of a week, YYYY-MM-DD (UTC)
export const DateOnly = z.iso.date().describe("Calendar date, YYYY-MM-DD (UTC)");

// Database ids are positive 32-bit integers.
export const ResourceId = z.number().int().min(1).max(2_147_483_647);

// Users are identified by opaque strings (cuid).
export const UserId = z.string().min(1).describe("User id (opaque string)");

export const Count = z.number().int().min(0);

export const RoleName = z.string().describe("The key of one of the organization's roles (GET /api/roles): admin, recruiter, hiring_manager, interviewer or one the organization defined");

export const Page = z
  .object({
    limit: z.number().int().min(1).max(100).describe("Page size used (default 50, larger values clamped to 100)"),
    offset: z.number().int().min(0).describe("Number of items skipped"),
    total: Count.describe("Number of items matching the filters"),
  })
  .describe("Paging information of a list response");

export const ErrorCode = z
  .enum(ERROR_CODES)
  .describe("Machine-readable kind of failure; each HTTP status has one (see the API description), and a 409 may answer the narrower `duplicate_candidate` (an agency's submission)");

export const ErrorDetail = z
  .object({
    path: z.string().describe('The field, e.g. "ratings.0.score" (inside the body, query or path parameters; "" for the input as a whole)'),
    message: z.string().min(1).describe('What is wrong with it, e.g. "is required"'),
  })
  .describe("One invalid field of a 400");

export const ErrorBody = z
  .object({
    error: z.string().min(1).describe("What went wrong, written for the person reading it"),
    code: ErrorCode,
    details: z.array(ErrorDetail).min(1).optional().describe("Invalid input only (400): each field that failed"),
  })
  .describe("Every failure response has this body");

export const OkResponse = z.object({ ok: z.literal(true) });
