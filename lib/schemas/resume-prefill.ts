import { z } from "zod";

// POST /api/public/orgs/{slug}/resume-prefill: multipart with only the `resume` file part; any
// text field is ignored.
export const ResumePrefillBody = z.object({});
