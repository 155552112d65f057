import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { MAX_RESUME_BYTES, SNIFF_BYTES } from "@/lib/files/resume-type";
import { createAgencySubmission } from "@/lib/server/agencies/submissions";
import { agencyOperations } from "@/lib/openapi/operations/agencies";

// POST /api/jobs/{id}/agency-submissions: an agency recruiter submits a candidate to a job given to
// their agency, as JSON or multipart/form-data with a `resume` file (checked as the careers apply's)
export const POST = route(agencyOperations.createAgencySubmission, {
  multipart: { fileField: "resume", maxFileBytes: MAX_RESUME_BYTES, headBytes: SNIFF_BYTES },
  handler: async ({ caller, params, body, file }) => json({ submission: await createAgencySubmission(caller, params.id, body, file ?? null) }, 201),
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
