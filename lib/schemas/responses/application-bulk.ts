import { z } from "zod";
import { ErrorCode, ResourceId } from "./common";
import { Application } from "./application";
import { Interviewer } from "./feedback";

export const BulkItemSucceeded = z.object({
  applicationId: ResourceId,
  ok: z.literal(true),
  application: Application.describe("Exactly what PATCH /api/applications/{id} answers, after the action"),
  interviewers: z.array(Interviewer).optional().describe("actions requestReviews and cancelReviews: the application's interviewers afterwards"),
  addedUserIds: z
    .array(z.string())
    .optional()
    .describe("action requestReviews: the colleagues newly asked (not asked before); what a cancelReviews with `undo: true` takes back"),
  tags: z.array(z.string()).optional().describe("actions addTags and removeTags: the candidate's tags afterwards"),
  changedTags: z
    .array(z.string())
    .optional()
    .describe("actions addTags and removeTags: the tags this call really added (or removed); what the opposite action with `undo: true` takes back"),
  messageId: ResourceId.optional().describe("action sendMessage: the message written to this application's candidate"),
});

export const BulkItemFailed = z.object({
  applicationId: z.number().int().min(1).describe("As sent (it may match nothing)"),
  ok: z.literal(false),
  status: z.number().int().describe("The status the single-item endpoint would have answered"),
  code: ErrorCode,
  error: z.string(),
});

export const BulkApplicationsResponse = z.object({
  results: z.array(z.union([BulkItemSucceeded, BulkItemFailed])).describe("One per application, in request order"),
  succeeded: z.number().int().min(0),
  failed: z.number().int().min(0),
});
