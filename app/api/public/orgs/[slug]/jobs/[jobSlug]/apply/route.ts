import { publicRoute } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { applyToJob } from "@/lib/server/public/apply-to-job";
import { candidateRateLimits } from "@/lib/server/public/candidate-rate-limits";
import { otherMethods } from "@/lib/api/methods";
import { MAX_RESUME_BYTES, SNIFF_BYTES } from "@/lib/files/resume-type";
import { ANSWER_FILE_PREFIX, MAX_ANSWER_FILES } from "@/lib/server/questions/answer-files";
import { publicOperations } from "@/lib/openapi/operations/public";

// POST /api/public/orgs/{slug}/jobs/{jobSlug}/apply: a candidate applies (extension), as JSON or
// as multipart/form-data with a `resume` file and file answers `answers[<questionId>]`
export const POST = publicRoute(publicOperations.applyToJob, {
  multipart: { fileField: "resume", maxFileBytes: MAX_RESUME_BYTES, headBytes: SNIFF_BYTES, extraFiles: { prefix: ANSWER_FILE_PREFIX, max: MAX_ANSWER_FILES } },
  rateLimits: ({ clientAddress, body }) => candidateRateLimits("apply", clientAddress, body.email),
  handler: async ({ params, body, file, files }) => {
    // a filled honeypot is a bot: it is told it succeeded and nothing is stored
    if (body.website !== undefined && body.website !== null && body.website !== "") return json({ ok: true }, 201);
    await applyToJob(params, body, file ?? null, files);
    return json({ ok: true }, 201);
  },
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
