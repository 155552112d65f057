import { publicRoute } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { localeFromAcceptLanguage } from "@/lib/i18n/negotiate-locale";
import { getPublicJob, inLanguage } from "@/lib/server/public/get-public-job";
import { otherMethods } from "@/lib/api/methods";
import { publicOperations } from "@/lib/openapi/operations/public";

// GET /api/public/orgs/{slug}/jobs/{jobSlug}: one open job with its description (extension), its
// questions in ?lang= or the browser's language (docs/decisions/461)
export const GET = publicRoute(publicOperations.getPublicJob, {
  handler: async ({ params, query, request }) =>
    json(inLanguage(await getPublicJob(params.slug, params.jobSlug), query.lang ?? localeFromAcceptLanguage(request.headers.get("accept-language")))),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
