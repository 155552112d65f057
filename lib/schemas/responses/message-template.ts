import { z } from "zod";
import { ResourceId, Timestamp } from "./common";

export const MessageTemplate = z.object({
  id: ResourceId,
  name: z.string(),
  subject: z.string().describe("May use {{candidate.name}}, {{job.title}} and {{org.name}}"),
  body: z.string().describe("May use the same placeholders as the subject"),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});

export const MessageTemplatesResponse = z.object({ templates: z.array(MessageTemplate).describe("Alphabetical") });
export const MessageTemplateResponse = z.object({ template: MessageTemplate });
