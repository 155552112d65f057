import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { getSurveyReport } from "@/lib/server/candidate-survey/get-survey-report";
import { candidateSurveyReportOperations } from "@/lib/openapi/operations/candidate-survey";

// GET /api/reports/candidate-survey[?jobId=]: "how it felt" per job and stage reached, groups under
// five answers hidden (docs/decisions/499)
export const GET = route(candidateSurveyReportOperations.getCandidateSurveyReport, {
  handler: async ({ query }) => json(await getSurveyReport(query)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
