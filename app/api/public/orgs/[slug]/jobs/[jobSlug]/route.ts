import { publicRoute } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { JobSlugParams } from "@/lib/schemas/public";
import { getPublicJob } from "@/lib/server/public/get-public-job";
import { otherMethods } from "@/lib/api/methods";

// GET /api/public/orgs/{slug}/jobs/{jobSlug}: one open job with its description (extension)
export const GET = publicRoute({
  params: JobSlugParams,
  handler: async ({ params }) => json(await getPublicJob(params.slug, params.jobSlug)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
