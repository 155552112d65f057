import { publicRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { candidateRateLimits } from "@/lib/server/public/candidate-rate-limits";
import { sendApplicationLinks } from "@/lib/server/candidate-page/send-application-links";
import { candidatePageOperations } from "@/lib/openapi/operations/candidate-page";

// POST /api/public/orgs/{slug}/application-links: e-mails fresh links to the address's application
// pages, if it applied; the answer is the same either way (extension)
export const POST = publicRoute(candidatePageOperations.requestApplicationLinks, {
  rateLimits: ({ clientAddress, body }) => candidateRateLimits("application-links", clientAddress, body.email),
  handler: async ({ params, body }) => {
    await sendApplicationLinks(params.slug, body.email);
    return json({ ok: true }, 202);
  },
});

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
