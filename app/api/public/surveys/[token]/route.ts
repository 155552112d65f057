import { publicRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { SurveyAnswerBody } from "@/lib/schemas/candidate-survey";
import { TokenParams } from "@/lib/schemas/public";
import { answerSurvey } from "@/lib/server/candidate-survey/answer-survey";
import { getSurvey } from "@/lib/server/candidate-survey/get-survey";

// GET /api/public/surveys/{token}: whether the "how it felt" survey takes an answer (extension)
export const GET = publicRoute({
  params: TokenParams,
  handler: async ({ params }) => json((await getSurvey(params.token)).survey),
});

// POST /api/public/surveys/{token}: the application's one anonymous answer (extension)
export const POST = publicRoute({
  params: TokenParams,
  body: SurveyAnswerBody,
  handler: async ({ params, body }) => {
    await answerSurvey(params.token, body);
    return json({ ok: true }, 201);
  },
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
