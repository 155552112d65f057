import { MANAGES_JOB, rows } from "@/lib/api/needs";
import { JobIdParams } from "@/lib/schemas/job";
import { AddQuestionSetBody, CreateQuestionSetBody, ReplaceQuestionsBody } from "@/lib/schemas/question";
import { IdParams } from "@/lib/schemas/common";
import { ApplicationResponse, OkResponse, QuestionSetResponse, QuestionSetsResponse, QuestionsResponse } from "@/lib/schemas/responses";
import { application, questions } from "../examples";
import { operations } from "../declare";

const tag = "Jobs";
const JOB_404 = "The job does not exist, belongs to another organization, or the caller may not see it.";

export const questionOperations = operations({
  listJobQuestions: {
    method: "get",
    path: "/api/jobs/{id}/questions",
    tag,
    summary: "List a job's application questions",
    description:
      "Whoever sees the job. The questions the careers apply form asks, in order, with their knockout rules (`rejectIf` per type: a boolean for yes_no, a list of options for single_choice and multi_choice, `{below, above}` for number; other types have none). The public job read shows the same questions without the rules.",
    access: "authenticated",
    // application questions and question sets
    need: rows("the row-level policies decide which jobs the caller sees (404 otherwise)"),
    params: JobIdParams,
    parameterDocs: { id: "Id of the job" },
    success: { status: 200, description: "The questions", schema: QuestionsResponse, example: { questions } },
    errors: { 404: JOB_404 },
  },
  replaceJobQuestions: {
    method: "put",
    path: "/api/jobs/{id}/questions",
    tag,
    summary: "Replace a job's application questions",
    description:
      "Admins, recruiters and the job's hiring managers. The whole list in the order to ask (at most 50): an item with an `id` changes that question of this job, one without adds a question, and a question left out is removed (answers already given keep its label, with `questionId` null). `single_choice` and `multi_choice` need 1-50 distinct options, other types none. `knockout` is null or `{rejectIf, delayMinutes}` (0-43200 minutes); `rejectIf` must fit the type (a boolean for yes_no, offered options for the choices, `{below, above}` for number) and text, date, url and file questions take none. Extension: `translations` gives the question's wording per language (docs/decisions/461), `{\"de\": {\"label\": \"…\", \"helpText\": \"…\", \"options\": [\"…\"]}}`; `options` there labels all the options in their order or is left out, since answers and knockouts keep using the original options. The careers pages and the public job show the visitor's language, the question as written where it has none. Answers the list as it is now. Audited as `job.questions_updated` with the labels added, changed and removed.",
    access: "authenticated",
    need: MANAGES_JOB,
    params: JobIdParams,
    parameterDocs: { id: "Id of the job" },
    body: ReplaceQuestionsBody,
    bodyExample: {
      questions: [
        { id: 12, label: "Do you have the right to work in Portugal?", type: "yes_no", required: true, knockout: { rejectIf: false, delayMinutes: 60 } },
        { label: "Years of Go", type: "number", helpText: "Professional experience only" },
        { label: "Languages you write in production", type: "multi_choice", options: ["Go", "Rust", "TypeScript"], translations: { pt: { label: "Linguagens que usa em produção" } } },
      ],
    },
    success: { status: 200, description: "The questions now", schema: QuestionsResponse, example: { questions } },
    errors: {
      400: "Invalid body: an empty or too long label, an unknown type, options on a type without them (or none on a choice), a repeated option, a knockout that does not fit the type, an id named twice or not a question of this job; `details` names each (`questions.1.options`).",
      403: "The caller may see the job but not manage it (interviewers; hiring managers of other jobs).",
      404: JOB_404,
    },
  },
  cancelKnockout: {
    method: "post",
    path: "/api/applications/{id}/knockout/cancel",
    tag: "Applications",
    summary: "Stop a knockout rule's pending rejection",
    description:
      "Admins, recruiters and the job's hiring managers. When an answer matched a question's knockout rule with a delay, the application's `knockout` is `pending` until `dueAt`, when the rule rejects it (rejection reason \"Rejected by rule: <label> = <answer>\", the organization's rejection e-mail, audit entries by \"Knockout rule\"). This stops it: `knockout.state` becomes `cancelled`. A rule that already rejected is taken back like any rejection, by reopening (`PATCH /api/applications/{id}` with `status: active`, `undo: true`); its knockout then reads `undone`. Audited as `application.knockout_cancelled`.",
    access: "authenticated",
    need: rows("an application the caller cannot see is 404; stopping its knockout rule needs `jobs.manage` and a job the caller manages (403)"),
    params: IdParams,
    parameterDocs: { id: "Id of the application" },
    success: { status: 200, description: "The application", schema: ApplicationResponse, example: { application: { ...application, knockout: { label: "Do you have the right to work in Portugal?", answer: "No", action: "reject", state: "cancelled", dueAt: "2026-11-21T10:30:00.000Z", decidedAt: "2026-11-21T09:45:00.000Z" } } } },
    errors: {
      403: "The caller may see the application but not manage its job.",
      404: "The application does not exist, the caller may not see it, or no knockout rule matched it.",
      409: "The knockout is not pending (it rejected already, was cancelled, or only flags for review).",
    },
  },
  addQuestionSet: {
    method: "post",
    path: "/api/jobs/{id}/questions/add-set",
    tag,
    summary: "Copy a question set into a job",
    description:
      "Admins, recruiters and the job's hiring managers. The set's questions are copied after the job's own (new ids, knockout rules included); the copies belong to the job, so a set changed or deleted later changes nothing here. Answers the job's questions now. Audited as `job.questions_updated` with `fromSet`.",
    access: "authenticated",
    need: MANAGES_JOB,
    params: JobIdParams,
    parameterDocs: { id: "Id of the job" },
    body: AddQuestionSetBody,
    bodyExample: { setId: 3 },
    success: { status: 200, description: "The job's questions now", schema: QuestionsResponse, example: { questions } },
    errors: {
      400: "Invalid body: `setId` is not a set of this organization, or the job would have more than 50 questions.",
      403: "The caller may see the job but not manage it.",
      404: JOB_404,
    },
  },
  listQuestionSets: {
    method: "get",
    path: "/api/orgs/me/question-sets",
    tag: "Organization",
    summary: "List the reusable question sets",
    description: "Any role. The organization's saved sets of application questions, by name (decision 332).",
    access: "authenticated",
    need: rows("whoever manages a job may copy a set into it"),
    success: { status: 200, description: "The sets", schema: QuestionSetsResponse, example: { sets: [{ id: 3, name: "Portugal roles", questions: questions.map(({ id: _id, ...q }) => q) }] } },
  },
  createQuestionSet: {
    method: "post",
    path: "/api/orgs/me/question-sets",
    tag: "Organization",
    summary: "Save a reusable question set",
    description:
      "Admins and recruiters. A name (1-80 characters, unique ignoring case) and 1-50 questions in the shape PUT /api/jobs/{id}/questions takes (ids are ignored). Audited as `question_set.created`.",
    access: "authenticated",
    need: "templates.manage",
    body: CreateQuestionSetBody,
    bodyExample: { name: "Portugal roles", questions: [{ label: "Do you have the right to work in Portugal?", type: "yes_no", required: true, knockout: { rejectIf: false, delayMinutes: 60 } }] },
    success: { status: 201, description: "The set", schema: QuestionSetResponse, example: { set: { id: 3, name: "Portugal roles", questions: questions.slice(0, 1).map(({ id: _id, ...q }) => q) } } },
    errors: { 400: "Invalid body; `details` names each bad field (`questions.0.options`).", 409: "The organization already has a set of this name." },
  },
  deleteQuestionSet: {
    method: "delete",
    path: "/api/orgs/me/question-sets/{id}",
    tag: "Organization",
    summary: "Delete a question set",
    description: "Admins and recruiters. Jobs keep the questions they copied from it. Audited as `question_set.deleted`.",
    access: "authenticated",
    need: "templates.manage",
    params: IdParams,
    parameterDocs: { id: "Id of the set" },
    success: { status: 200, description: "Deleted", schema: OkResponse, example: { ok: true } },
    errors: { 404: "No set of this organization has this id." },
  },
});
