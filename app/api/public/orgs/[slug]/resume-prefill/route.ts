import { publicRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { MAX_RESUME_BYTES, SNIFF_BYTES } from "@/lib/files/resume-type";
import { prefillRateLimits } from "@/lib/server/public/candidate-rate-limits";
import { prefillResume } from "@/lib/server/public/prefill-resume";
import { publicOperations } from "@/lib/openapi/operations/public";

// POST /api/public/orgs/{slug}/resume-prefill: the name, e-mail and more read from a résumé file
// (multipart `resume`) for the apply form to fill in; nothing is stored (extension)
export const POST = publicRoute(publicOperations.prefillFromResume, {
  multipart: { fileField: "resume", maxFileBytes: MAX_RESUME_BYTES, headBytes: SNIFF_BYTES },
  rateLimits: ({ clientAddress }) => prefillRateLimits(clientAddress),
  handler: async ({ params, file }) => json({ fields: await prefillResume(params.slug, file ?? null) }),
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
