import { publicRoute } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { localeFromAcceptLanguage } from "@/lib/i18n/negotiate-locale";
import { JobSlugParams, PublicJobQuery } from "@/lib/schemas/public";
import { getPublicJob, inLanguage } from "@/lib/server/public/get-public-job";
import { otherMethods } from "@/lib/api/methods";

// GET /api/public/orgs/{slug}/jobs/{jobSlug}: one open job with its description (extension), its
// questions in ?lang= or the browser's language (docs/decisions/461)
export const GET = publicRoute({
  params: JobSlugParams,
  query: PublicJobQuery,
  handler: async ({ params, query, request }) =>
    json(inLanguage(await getPublicJob(params.slug, params.jobSlug), query.lang ?? localeFromAcceptLanguage(request.headers.get("accept-language")))),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
