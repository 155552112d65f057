import { SurveyAnswerBody, SurveyReportQuery } from "@/lib/schemas/candidate-survey";
import { TokenParams } from "@/lib/schemas/public";
import { SurveyAnsweredResponse, SurveyReportResponse, SurveyResponse } from "@/lib/schemas/responses";
import { operations } from "../declare";

const TOKEN = { token: "The token of the survey link from the invitation e-mail, or from the candidate's page" };
const SURVEY_404 = "No survey link has this token (or its candidate's data was erased).";
const suppressedQuestions = {
  communication: { mean: null, distribution: { "1": null, "2": null, "3": null, "4": null, "5": null } },
  respect: { mean: null, distribution: { "1": null, "2": null, "3": null, "4": null, "5": null } },
  fairness: { mean: null, distribution: { "1": null, "2": null, "3": null, "4": null, "5": null } },
};

// "How it felt" (docs/decisions/499): the candidate's survey after a rejection, a hire or a
// withdrawal, and its report.
export const candidateSurveyOperations = operations({
  getCandidateSurvey: {
    method: "get",
    path: "/api/public/surveys/{token}",
    tag: "Public",
    summary: "The \"how it felt\" survey a link opens",
    description:
      "Extension (issue 46, docs/decisions/499). When its organization sends the survey (`sendCandidateSurvey`), a candidate whose application was rejected, hired or withdrawn is e-mailed a survey link two days later, in the language they applied in, and their page shows it while it waits for an answer. This says whether the survey still takes one (`open`), was answered (`answered`) or its 30 days have passed (`expired`), for which job and organization.",
    access: "public",
    params: TokenParams,
    parameterDocs: TOKEN,
    success: { status: 200, description: "The survey", schema: SurveyResponse, example: { state: "open", outcome: "rejected", job: { title: "Backend engineer" }, org: { name: "Acme" } } },
    errors: { 404: SURVEY_404 },
  },
  answerCandidateSurvey: {
    method: "post",
    path: "/api/public/surveys/{token}",
    tag: "Public",
    summary: "Answer the survey, anonymously",
    description:
      "The application's one answer: three ratings from 1 (very poor) to 5 (very good) and an optional comment. The answer is stored apart from the application, with only the job, the stage the application reached, how it ended and the month: nothing leads from it to the candidate, and it is not audited. The team reads answers only in aggregate (`GET /api/reports/candidate-survey`).",
    access: "public",
    params: TokenParams,
    parameterDocs: TOKEN,
    body: SurveyAnswerBody,
    bodyExample: { communication: 4, respect: 5, fairness: 3, comment: "Quick answers, but the second interview ran late." },
    success: { status: 201, description: "The answer was stored", schema: SurveyAnsweredResponse, example: { ok: true } },
    errors: {
      400: "Invalid body: a rating missing or not a whole number from 1 to 5, a comment over 2000 characters, or a field the survey does not have.",
      404: SURVEY_404,
      409: "The survey was already answered (one answer per application), or its link has expired.",
    },
  },
});

export const candidateSurveyReportOperations = operations({
  getCandidateSurveyReport: {
    method: "get",
    path: "/api/reports/candidate-survey",
    tag: "Reports",
    summary: "How it felt to candidates, per job and stage reached",
    description:
      "Extension (issue 46, docs/decisions/499). The anonymous survey answers of every job the caller sees (newest job first, or `jobId`'s alone), and per stage the applications had reached when they ended: the number of answers, each question's mean and distribution of ratings, and the comments. Only whole months before the current one are counted (`countedUntil`), so the figures change once a month rather than with each answer. A group of fewer than `minimumGroupSize` (5) answers is suppressed: its figures and comments are null and `suppressed` is true; so is the smallest other stage of a job whenever the suppressed stages together would hold 1 to 4 answers, which the job's figures minus the shown stages' would otherwise reveal. Answers whose stage was deleted since form a stage with `id: null`, listed only when shown.",
    access: "authenticated",
    need: "reports.view",
    query: SurveyReportQuery,
    parameterDocs: { jobId: "Only this job (one the caller can see; otherwise 404)" },
    success: {
      status: 200,
      description: "The report",
      schema: SurveyReportResponse,
      example: {
        minimumGroupSize: 5,
        countedUntil: "2026-12-01",
        jobs: [
          {
            id: 3,
            title: "Backend engineer",
            responses: 6,
            suppressed: false,
            questions: {
              communication: { mean: 3.5, distribution: { "1": 0, "2": 1, "3": 2, "4": 2, "5": 1 } },
              respect: { mean: 4.33, distribution: { "1": 0, "2": 0, "3": 1, "4": 2, "5": 3 } },
              fairness: { mean: 3.83, distribution: { "1": 0, "2": 1, "3": 1, "4": 2, "5": 2 } },
            },
            comments: ["Clear steps.", "The second interview ran late."],
            stages: [
              { id: 11, name: "Screen", responses: null, suppressed: true, questions: suppressedQuestions, comments: null },
              { id: 12, name: "Interview", responses: null, suppressed: true, questions: suppressedQuestions, comments: null },
            ],
          },
        ],
      },
    },
    errors: { 400: "`jobId` is not a positive integer.", 404: "`jobId` names no job the caller can see." },
  },
});
