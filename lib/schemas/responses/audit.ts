import { z } from "zod";
import { Page, ResourceId, Timestamp, UserId } from "./common";

export const AuditLogEntry = z.object({
  id: ResourceId,
  actorUserId: UserId.nullable().describe("null for changes without a signed-in actor (e.g. a candidate's withdrawal)"),
  actorName: z.string(),
  action: z.string().describe("e.g. stage.created, application.moved"),
  targetType: z.string().describe("e.g. stage, application"),
  targetId: z.string().describe("The target's id as a string"),
  metadata: z.record(z.string(), z.unknown()).describe("What changed; before/after for updates"),
  createdAt: Timestamp,
});

export const AuditLogsResponse = z.object({ logs: z.array(AuditLogEntry), page: Page });
