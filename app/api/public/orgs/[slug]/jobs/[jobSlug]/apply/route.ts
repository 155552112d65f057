import { publicRoute } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { ApplyBody, JobSlugParams } from "@/lib/schemas/public";
import { applyToJob } from "@/lib/server/public/apply-to-job";
import { candidateRateLimits } from "@/lib/server/public/candidate-rate-limits";
import { otherMethods } from "@/lib/api/methods";

// POST /api/public/orgs/{slug}/jobs/{jobSlug}/apply: a candidate applies (extension)
export const POST = publicRoute({
  params: JobSlugParams,
  body: ApplyBody,
  rateLimits: ({ clientAddress, body }) => candidateRateLimits("apply", clientAddress, body.email),
  handler: async ({ params, body }) => {
    // a filled honeypot is a bot: it is told it succeeded and nothing is stored
    if (body.website !== undefined && body.website !== null && body.website !== "") return json({ ok: true }, 201);
    await applyToJob(params, body);
    return json({ ok: true }, 201);
  },
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
