import { publicRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { answerSurvey } from "@/lib/server/candidate-survey/answer-survey";
import { getSurvey } from "@/lib/server/candidate-survey/get-survey";
import { candidateSurveyOperations } from "@/lib/openapi/operations/candidate-survey";

// GET /api/public/surveys/{token}: whether the "how it felt" survey takes an answer (extension)
export const GET = publicRoute(candidateSurveyOperations.getCandidateSurvey, {
  handler: async ({ params }) => json((await getSurvey(params.token)).survey),
});

// POST /api/public/surveys/{token}: the application's one anonymous answer (extension)
export const POST = publicRoute(candidateSurveyOperations.answerCandidateSurvey, {
  handler: async ({ params, body }) => {
    await answerSurvey(params.token, body);
    return json({ ok: true }, 201);
  },
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
