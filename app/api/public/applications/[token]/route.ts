import { publicRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { getCandidatePage } from "@/lib/server/candidate-page/get-candidate-page";
import { candidatePageOperations } from "@/lib/openapi/operations/candidate-page";

// GET /api/public/applications/{token}: the candidate's own page of their application (extension)
export const GET = publicRoute(candidatePageOperations.getCandidatePage, {
  handler: async ({ params }) => json((await getCandidatePage(params.token)).page),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
