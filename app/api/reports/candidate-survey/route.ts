import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { SurveyReportQuery } from "@/lib/schemas/candidate-survey";
import { getSurveyReport } from "@/lib/server/candidate-survey/get-survey-report";

// GET /api/reports/candidate-survey[?jobId=]: "how it felt" per job and stage reached, groups under
// five answers hidden (docs/decisions/499)
export const GET = route({
  operation: "getCandidateSurveyReport",
  query: SurveyReportQuery,
  handler: async ({ query }) => json(await getSurveyReport(query)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
