import { z } from "zod";

export const EmailTemplate = z.object({
  subject: z.string().describe("One line; placeholders allowed"),
  body: z.string().describe("Plain text; placeholders allowed"),
  isDefault: z.boolean().describe("true: the built-in wording (the organization has not written its own)"),
});

export const EmailTemplatesResponse = z.object({
  templates: z.object({
    applicationReceived: EmailTemplate.describe('Sent to every candidate who applies ("application received")'),
    rejection: EmailTemplate.describe("Sent on rejection when the recruiter chooses to notify the candidate"),
  }),
  placeholders: z.array(z.string()).describe("The placeholders templates may use, e.g. {{candidate.name}}"),
});
