import { CreateCriterionBody } from "@/lib/schemas/criterion";
import { CreateJobBody, JobIdParams, ListJobsQuery, UpdateJobBody } from "@/lib/schemas/job";
import {
  CriterionResponse,
  JobResponse,
  ListJobsResponse,
  RatingSummaryResponse,
  StageResponse,
  StagesResponse,
} from "@/lib/schemas/responses";
import { CreateStageBody, RenameStageBody, ReorderStagesBody } from "@/lib/schemas/stage";
import { IdParams } from "@/lib/schemas/common";
import { criterion, job, page, stage, stages } from "../examples";
import type { Operation } from "../types";
import { PAGING_DOCS } from "./paging";

const tag = "Jobs";
const JOB_404 = "The job does not exist, belongs to another organization, or the caller may not see it.";
const MANAGE_403 = "The caller may see the job but not manage it (interviewers; hiring managers of other jobs).";
const jobId = { id: "Id of the job" };

export const jobOperations: Operation[] = [
  {
    method: "get",
    path: "/api/jobs",
    operationId: "listJobs",
    tag,
    summary: "List jobs",
    description:
      "The jobs the caller can see, newest first (ties by id): admins and recruiters every job, hiring managers the jobs they manage, interviewers the jobs of applications they were asked to review. Paged; `locations` lists the distinct locations of all visible jobs.",
    access: "authenticated",
    query: ListJobsQuery,
    parameterDocs: {
      ...PAGING_DOCS,
      q: "Title contains this text (case-insensitive).",
      location: "Exact location.",
      updatedSince:
        "Only jobs with `updatedAt` at or after this ISO 8601 timestamp (with a time zone); `updatedAt` moves on any change of the job or its hiring managers. Changes still being written are left for the next read.",
    },
    success: {
      status: 200,
      description: "A page of jobs",
      schema: ListJobsResponse,
      example: { jobs: [job], org: { slug: "acme", name: "Acme" }, locations: ["Berlin", "Remote"], page: page(1) },
    },
  },
  {
    method: "post",
    path: "/api/jobs",
    operationId: "createJob",
    tag,
    summary: "Create a job",
    description:
      "Admins and recruiters. `title` is required, `status` defaults to `draft`. The job gets the stages Applied, Screen, Interview, Offer, Hired and a slug made from the title (unique in the organization, never changed afterwards). Audited as `job.created`.",
    access: "authenticated",
    body: CreateJobBody,
    bodyExample: { title: "Senior Backend Engineer", location: "Berlin", employmentType: "full_time", workplaceType: "hybrid", salaryMin: 80000, salaryMax: 100000, salaryCurrency: "EUR" },
    success: { status: 201, description: "The new job", schema: JobResponse, example: { job } },
    errors: {
      400: "Invalid body, e.g. missing title, unknown enum value, salaryMin above salaryMax, or a hiring manager who is not a member of the organization.",
      403: "Only admins and recruiters create jobs.",
    },
  },
  {
    method: "get",
    path: "/api/jobs/{id}",
    operationId: "getJob",
    tag,
    summary: "Get a job",
    description: "One job the caller can see. The `ETag` header is its version, for `If-Match` on PATCH.",
    versioned: true,
    access: "authenticated",
    params: JobIdParams,
    parameterDocs: jobId,
    success: { status: 200, description: "The job", schema: JobResponse, example: { job } },
    errors: { 404: JOB_404 },
  },
  {
    method: "patch",
    path: "/api/jobs/{id}",
    operationId: "updateJob",
    tag,
    summary: "Update a job",
    description:
      "Partial update by admins, recruiters and the job's hiring managers: only the fields sent change; `null` (or an empty text) clears an optional field. The slug never changes. An update that changes nothing writes nothing. Audited as `job.updated` with before/after. Send `If-Match` with the `ETag` you read so that a change made meanwhile by someone else is not overwritten: it then answers 412 and writes nothing. The answer carries the new `ETag`.",
    versioned: true,
    access: "authenticated",
    params: JobIdParams,
    parameterDocs: jobId,
    body: UpdateJobBody,
    bodyExample: { status: "open", salaryMax: 110000 },
    success: { status: 200, description: "The updated job", schema: JobResponse, example: { job } },
    errors: {
      400: "Invalid body, an empty body, or salaryMin above salaryMax after the update.",
      403: MANAGE_403,
      404: JOB_404,
      412: "`If-Match` does not name the job's current version: someone changed it since you read it. Nothing was written; read it again.",
    },
  },
  {
    method: "get",
    path: "/api/jobs/{id}/stages",
    operationId: "listStages",
    tag,
    summary: "List the stages of a job",
    description: "The job's pipeline in position order (any caller who can see the job).",
    access: "authenticated",
    params: JobIdParams,
    parameterDocs: jobId,
    success: { status: 200, description: "The stages", schema: StagesResponse, example: { stages } },
    errors: { 404: JOB_404 },
  },
  {
    method: "post",
    path: "/api/jobs/{id}/stages",
    operationId: "createStage",
    tag,
    summary: "Add a stage",
    description:
      "Adds a stage at the end of the pipeline (managers of the job). Names are 1-60 characters, trimmed, unique within the job ignoring case. Audited as `stage.created`.",
    access: "authenticated",
    params: JobIdParams,
    parameterDocs: jobId,
    body: CreateStageBody,
    bodyExample: { name: "Take-home" },
    success: { status: 201, description: "The new stage", schema: StageResponse, example: { stage } },
    errors: { 403: MANAGE_403, 404: JOB_404, 409: "The job already has a stage with this name." },
  },
  {
    method: "patch",
    path: "/api/jobs/{id}/stages/reorder",
    operationId: "reorderStages",
    tag,
    summary: "Reorder the stages",
    description:
      "`orderedIds` must be exactly the job's stage ids, each once, in the new order (managers of the job). Positions become 0..n-1. Audited as `stage.reordered`.",
    access: "authenticated",
    params: JobIdParams,
    parameterDocs: jobId,
    body: ReorderStagesBody,
    bodyExample: { orderedIds: [31, 32, 34, 33, 35] },
    success: { status: 200, description: "All stages in their new order", schema: StagesResponse, example: { stages } },
    errors: {
      400: "Invalid body, or `orderedIds` is not exactly the job's stage ids each once.",
      403: MANAGE_403,
      404: JOB_404,
    },
  },
  {
    method: "patch",
    path: "/api/stages/{id}",
    operationId: "renameStage",
    tag,
    summary: "Rename a stage",
    description: "Managers of the stage's job. Same name rules as creating a stage. Audited as `stage.renamed`.",
    access: "authenticated",
    params: IdParams,
    parameterDocs: { id: "Id of the stage" },
    body: RenameStageBody,
    bodyExample: { name: "Phone screen" },
    success: { status: 200, description: "The renamed stage", schema: StageResponse, example: { stage } },
    errors: {
      403: MANAGE_403,
      404: "The stage does not exist or its job is not visible to the caller.",
      409: "Another stage of the job already has this name.",
    },
  },
  {
    method: "post",
    path: "/api/jobs/{id}/scorecard-criteria",
    operationId: "createCriterion",
    tag,
    summary: "Add a scorecard criterion",
    description:
      "Adds a criterion at the end of the job's scorecard (managers of the job). Names are unique within the job ignoring case. Audited as `criterion.created`.",
    access: "authenticated",
    params: JobIdParams,
    parameterDocs: jobId,
    body: CreateCriterionBody,
    bodyExample: { name: "System design" },
    success: { status: 201, description: "The new criterion", schema: CriterionResponse, example: { criterion } },
    errors: { 403: MANAGE_403, 404: JOB_404, 409: "The job already has a criterion with this name (ignoring case)." },
  },
  {
    method: "get",
    path: "/api/jobs/{id}/rating-summary",
    operationId: "getRatingSummary",
    tag,
    summary: "Average ratings per application",
    description:
      "For the caller's visible applications of the job, only those whose scores the caller may see (manager of the job, or has submitted own feedback on it): the average of all submitted ratings (2 decimals) and the number of feedback entries.",
    access: "authenticated",
    params: JobIdParams,
    parameterDocs: jobId,
    success: {
      status: 200,
      description: "One summary per application the caller may see scores of",
      schema: RatingSummaryResponse,
      example: { summaries: [{ applicationId: 55, averageScore: 3.25, feedbackCount: 2 }] },
    },
    errors: { 404: JOB_404 },
  },
];
