import { MANAGES_JOB, rows } from "@/lib/api/needs";
import { IdParams } from "@/lib/schemas/common";
import { ApplyInterviewPlanBody, CreatePlanTemplateBody, InterviewPlanBody } from "@/lib/schemas/interview-plan";
import { JobIdParams } from "@/lib/schemas/job";
import { ApplyInterviewPlanResponse, InterviewPlanResponse, OkResponse, PlannedInterviewsResponse, PlanTemplateResponse, PlanTemplatesResponse } from "@/lib/schemas/responses";
import { interviewPlan, planInterview, planTemplate } from "../examples";
import { operations } from "../declare";

const tag = "Interview plans";
const JOB_404 = "The job does not exist, belongs to another organization, or the caller may not see it.";
const MANAGE_403 = "The caller may see the job but not manage it (interviewers; hiring managers of other jobs).";
const jobId = { id: "Id of the job" };
const bodyPlan = {
  stages: [
    {
      stageId: 32,
      interviews: [
        { id: 21, name: "Technical interview", durationMinutes: 60, interviewerPool: [planInterview.interviewerPool[0]], kit: { questions: [{ id: 31, text: planInterview.kit.questions[0].text, guidance: planInterview.kit.questions[0].guidance }], attributes: [{ id: 41, name: "System design" }] } },
        { name: "Culture interview", durationMinutes: 45, interviewerPool: [], kit: { questions: [{ text: "Tell me about a disagreement with a colleague.", guidance: null }], attributes: [{ name: "Collaboration" }] } },
      ],
    },
  ],
};
const PLAN_400 =
  "Invalid body (a `details` entry each): a name of 1-120 characters, a duration of 5-480 minutes, more than 20 interviews in a stage, 30 questions or 12 attributes in an interview, an attribute name twice in an interview (ignoring case), an id named twice; a stage that is not this job's; an interview, question or attribute id that is not this job's (a question's and an attribute's must be of the same interview); a pool member who is not an active member of the organization (the `details` entry names the id).";

export const interviewPlanOperations = operations({
  getInterviewPlan: {
    method: "get",
    path: "/api/jobs/{id}/interview-plan",
    tag,
    summary: "Read a job's interview plan",
    description:
      "Extension (issue 47, docs/decisions/486). Whoever sees the job, an interviewer asked to review one of its applications included. Every stage of the job in position order, each with its planned interviews (`interviews: []` when none): name, duration, the pool of members who may run it, and its kit (questions with guidance, focus attributes). Archived items (left out of the plan after they were booked or scored) are not listed.",
    access: "authenticated",
    // structured interviewing: a job's interview plan and the organization's plan templates
    need: rows("the row-level policies decide which jobs the caller sees (404 otherwise); an interviewer asked to review one of its applications reads the kits"),
    params: JobIdParams,
    parameterDocs: jobId,
    success: { status: 200, description: "The plan", schema: InterviewPlanResponse, example: interviewPlan },
    errors: { 404: JOB_404 },
  },
  replaceInterviewPlan: {
    method: "put",
    path: "/api/jobs/{id}/interview-plan",
    tag,
    summary: "Replace a job's interview plan",
    description:
      "Extension (issue 47, docs/decisions/486). Managers of the job (`jobs.manage` and a job they manage). The body is the whole plan, as GET answers it; a stage left out plans no interviews. Interviews, questions and attributes sent with an `id` keep it and are updated; without one they are created. An item left out is deleted, or archived when an interview (booked with `planInterviewId`), a scorecard rating or a scorecard answer references it, so scorecards keep the kit they were written against. One transaction. Audited as `interview_plan.updated` with counts.",
    access: "authenticated",
    need: MANAGES_JOB,
    params: JobIdParams,
    parameterDocs: jobId,
    body: InterviewPlanBody,
    bodyExample: bodyPlan,
    success: { status: 200, description: "The plan as it is now", schema: InterviewPlanResponse, example: interviewPlan },
    errors: { 400: PLAN_400, 403: MANAGE_403, 404: JOB_404 },
  },
  applyInterviewPlan: {
    method: "post",
    path: "/api/jobs/{id}/interview-plan/apply",
    tag,
    summary: "Copy a template or another job's plan into a job",
    description:
      "Extension (issue 47, docs/decisions/486). Managers of the job. Give `templateId` or `fromJobId` (a job the caller sees). The source's interviews and kits are copied into the stage of this job with the same name (ignoring case), replacing the job's plan as PUT does (what was planned and booked is archived). Pools are not copied: the interviewers differ per job. Source stages no stage matches are answered in `skippedStages`. Audited as `interview_plan.applied`.",
    access: "authenticated",
    need: MANAGES_JOB,
    params: JobIdParams,
    parameterDocs: jobId,
    body: ApplyInterviewPlanBody,
    bodyExample: { templateId: planTemplate.id },
    success: { status: 200, description: "The plan as it is now, and the source stages that matched none", schema: ApplyInterviewPlanResponse, example: { ...interviewPlan, skippedStages: ["Take-home"] } },
    errors: { 400: "Invalid body: neither or both of `templateId` and `fromJobId`, or `fromJobId` is this job.", 403: MANAGE_403, 404: "The job, the template or the source job does not exist or the caller may not see it." },
  },
  listInterviewPlanTemplates: {
    method: "get",
    path: "/api/interview-plan-templates",
    tag,
    summary: "List interview plan templates",
    description: "Extension (issue 47). Every member. The organization's plan templates by name, with the stages they plan interviews for.",
    access: "authenticated",
    need: rows("every member reads the organization's templates, which hold no candidate data"),
    success: { status: 200, description: "The templates", schema: PlanTemplatesResponse, example: { templates: [planTemplate] } },
  },
  createInterviewPlanTemplate: {
    method: "post",
    path: "/api/interview-plan-templates",
    tag,
    summary: "Save a job's plan as a template",
    description:
      "Extension (issue 47, docs/decisions/486). Needs `jobs.manage`. Copies the current plan of `fromJobId` (a job the caller sees): its stages by name, interviews and kits; not the pools, which differ per job. The template is a copy: editing the job later changes no template. Audited as `interview_plan_template.created`.",
    access: "authenticated",
    need: "jobs.manage",
    body: CreatePlanTemplateBody,
    bodyExample: { name: planTemplate.name, fromJobId: 7 },
    success: { status: 201, description: "The template", schema: PlanTemplateResponse, example: { template: planTemplate } },
    errors: { 400: "Invalid body: a name of 1-120 characters and a job id.", 403: "The caller lacks `jobs.manage`.", 404: JOB_404, 409: "A template with this name (ignoring case) exists." },
  },
  deleteInterviewPlanTemplate: {
    method: "delete",
    path: "/api/interview-plan-templates/{id}",
    tag,
    summary: "Delete an interview plan template",
    description: "Extension (issue 47). Needs `jobs.manage`. No job references a template, so jobs planned from it keep their plans. Audited as `interview_plan_template.deleted`.",
    access: "authenticated",
    need: "jobs.manage",
    params: IdParams,
    parameterDocs: { id: "Id of the template" },
    success: { status: 200, description: "Deleted", schema: OkResponse, example: { ok: true } },
    errors: { 403: "The caller lacks `jobs.manage`.", 404: "No template with this id in the caller's organization." },
  },
  listPlannedInterviews: {
    method: "get",
    path: "/api/applications/{id}/planned-interviews",
    tag,
    summary: "The interviews an application's stage still needs",
    description:
      "Extension (issue 47). Whoever sees the application. The planned interviews of the application's current stage in order, each `scheduled: true` when an interview of the application that is not cancelled books it (`planInterviewId`).",
    access: "authenticated",
    need: rows("the row-level policies decide which applications, plans and interviews the caller sees"),
    params: IdParams,
    parameterDocs: { id: "Id of the application" },
    success: { status: 200, description: "The stage's planned interviews", schema: PlannedInterviewsResponse, example: { interviews: [{ planInterviewId: 21, name: "Technical interview", durationMinutes: 60, stageId: 32, scheduled: false }] } },
    errors: { 404: "No such application the caller can see." },
  },
});
