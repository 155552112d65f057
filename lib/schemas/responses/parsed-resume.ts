import { z } from "zod";

// GET /api/applications/{id}/parsed-resume and POST /api/public/orgs/{slug}/resume-prefill
// (issue 48): what lib/resume-fields read from the résumé's text. Every field null or empty when
// nothing was found. Dates are "YYYY-MM" or "YYYY".
const ResumeDate = z.string().regex(/^\d{4}(-\d{2})?$/).describe('"YYYY-MM" or "YYYY"');

export const ParsedResumeFields = z.object({
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable().describe("In the international format, e.g. +49 30 12345678"),
  location: z.string().nullable(),
  links: z.array(z.string()),
  experience: z.array(
    z.object({
      employer: z.string().nullable(),
      title: z.string().nullable(),
      startDate: ResumeDate.nullable(),
      endDate: ResumeDate.nullable().describe("null for the current position"),
    }),
  ),
  education: z.array(z.object({ school: z.string().nullable(), degree: z.string().nullable(), endYear: z.number().int().nullable() })),
  skills: z.array(z.string()),
});

export const ParsedResumeResponse = z.object({
  fields: ParsedResumeFields,
  sources: z
    .record(z.string(), z.string())
    .describe('The line of the résumé\'s text each field was read from: by field name ("name", "email", "phone", "location"), list items by "<field>.<index>" ("experience.0", "links.1", "skills.2")'),
});

export const ResumePrefillResponse = z.object({ fields: ParsedResumeFields });
