import { rows } from "@/lib/api/needs";
import { PageQuery } from "@/lib/api/paging";
import { IdParams } from "@/lib/schemas/common";
import { JobIdParams } from "@/lib/schemas/job";
import { ApplicationResponse, OkResponse } from "@/lib/schemas/responses";
import { AddPoolCandidatesResponse, PoolCandidatesResponse, TalentPoolResponse, TalentPoolsResponse } from "@/lib/schemas/responses/talent-pool";
import { AddPoolCandidatesBody, CreateTalentPoolBody, PoolCandidateParams, SourceApplicationBody, UpdateTalentPoolBody } from "@/lib/schemas/talent-pool";
import { application } from "../examples";
import { operations } from "../declare";

const tag = "Candidates";
const POOL_404 = "No talent pool with this id in the caller's organization.";
const pool = { id: 3, name: "Backend silver medallists", description: "Strong finalists of 2026 to call first.", candidates: 12, createdAt: "2026-11-02T10:00:00.000Z", updatedAt: "2026-11-20T16:30:00.000Z" };

export const talentPoolOperations = operations({
  listTalentPools: {
    method: "get",
    path: "/api/talent-pools",
    tag,
    summary: "List talent pools",
    description: "Extension (docs/decisions/351). The organization's talent pools (named lists of people kept for later roles), alphabetical, each with how many people it holds. Admins and recruiters.",
    access: "authenticated",
    // talent pools
    need: "talent_pools.manage",
    success: { status: 200, description: "The pools", schema: TalentPoolsResponse, example: { pools: [pool] } },
  },
  createTalentPool: {
    method: "post",
    path: "/api/talent-pools",
    tag,
    summary: "Create a talent pool",
    description: "Extension (docs/decisions/351). An empty pool; its name (1-80 characters, one line) is unique in the organization up to case, the description optional (up to 500). Audited as `talent_pool.created`.",
    access: "authenticated",
    need: "talent_pools.manage",
    body: CreateTalentPoolBody,
    bodyExample: { name: pool.name, description: pool.description },
    success: { status: 201, description: "The new pool", schema: TalentPoolResponse, example: { pool: { ...pool, candidates: 0 } } },
    errors: { 409: "A pool of that name (up to case) exists already." },
  },
  getTalentPool: {
    method: "get",
    path: "/api/talent-pools/{id}",
    tag,
    summary: "Get a talent pool",
    description: "Extension (docs/decisions/351). One pool with its count of people.",
    access: "authenticated",
    need: "talent_pools.manage",
    params: IdParams,
    parameterDocs: { id: "Id of the pool" },
    success: { status: 200, description: "The pool", schema: TalentPoolResponse, example: { pool } },
    errors: { 404: POOL_404 },
  },
  updateTalentPool: {
    method: "patch",
    path: "/api/talent-pools/{id}",
    tag,
    summary: "Rename a talent pool or change its description",
    description: "Extension (docs/decisions/351). Give `name`, `description` or both; an empty description clears it. Audited as `talent_pool.updated` (before and after) when something changed.",
    access: "authenticated",
    need: "talent_pools.manage",
    params: IdParams,
    parameterDocs: { id: "Id of the pool" },
    body: UpdateTalentPoolBody,
    bodyExample: { name: "Backend finalists" },
    success: { status: 200, description: "The pool as it is now", schema: TalentPoolResponse, example: { pool: { ...pool, name: "Backend finalists" } } },
    errors: { 404: POOL_404, 409: "Another pool has that name (up to case)." },
  },
  deleteTalentPool: {
    method: "delete",
    path: "/api/talent-pools/{id}",
    tag,
    summary: "Delete a talent pool",
    description: "Extension (docs/decisions/351). The list goes; the people in it stay candidates with their applications. Audited as `talent_pool.deleted` with how many people it held.",
    access: "authenticated",
    need: "talent_pools.manage",
    params: IdParams,
    parameterDocs: { id: "Id of the pool" },
    success: { status: 200, description: "Deleted", schema: OkResponse, example: { ok: true } },
    errors: { 404: POOL_404 },
  },
  listTalentPoolCandidates: {
    method: "get",
    path: "/api/talent-pools/{id}/candidates",
    tag,
    summary: "List the people in a talent pool",
    description: "Extension (docs/decisions/351). Most recently added first, paged (`limit` 1-100, default 50; `offset`); each with their tags and every application of theirs.",
    access: "authenticated",
    need: "talent_pools.manage",
    params: IdParams,
    query: PageQuery,
    parameterDocs: { id: "Id of the pool" },
    success: {
      status: 200,
      description: "The people",
      schema: PoolCandidatesResponse,
      example: {
        pool,
        candidates: [
          { id: 40, name: "Grace Hopper", email: "grace@example.com", tags: ["Kubernetes"], addedAt: "2026-11-20T16:30:00.000Z", applications: [{ id: 55, jobId: 7, jobTitle: "Senior Backend Engineer", status: "rejected" }] },
        ],
        page: { limit: 50, offset: 0, total: 12 },
      },
    },
    errors: { 404: POOL_404 },
  },
  addTalentPoolCandidates: {
    method: "post",
    path: "/api/talent-pools/{id}/candidates",
    tag,
    summary: "Put people in a talent pool",
    description:
      "Extension (docs/decisions/351). 1-100 distinct candidate ids; who is in the pool already stays as they were (`added` names the newcomers). A candidate of another organization, unknown or erased is a 400 with a `details` entry per id, and nobody is added. Audited as `talent_pool.candidates_added`.",
    access: "authenticated",
    need: "talent_pools.manage",
    params: IdParams,
    parameterDocs: { id: "Id of the pool" },
    body: AddPoolCandidatesBody,
    bodyExample: { candidateIds: [40, 41] },
    success: { status: 200, description: "The pool and who was added", schema: AddPoolCandidatesResponse, example: { pool: { ...pool, candidates: 14 }, added: [40, 41] } },
    errors: { 400: "Invalid body, or a candidate id that names no candidate of the organization (or an erased one).", 404: POOL_404 },
  },
  removeTalentPoolCandidate: {
    method: "delete",
    path: "/api/talent-pools/{id}/candidates/{candidateId}",
    tag,
    summary: "Take a person out of a talent pool",
    description: "Extension (docs/decisions/351). Audited as `talent_pool.candidate_removed`.",
    access: "authenticated",
    need: "talent_pools.manage",
    params: PoolCandidateParams,
    parameterDocs: { id: "Id of the pool", candidateId: "Id of the candidate" },
    success: { status: 200, description: "Removed", schema: OkResponse, example: { ok: true } },
    errors: { 404: "No such pool, or the person is not in it." },
  },
  sourceApplication: {
    method: "post",
    path: "/api/jobs/{id}/applications",
    tag: "Applications",
    summary: "Add a known candidate to a job",
    description:
      "Extension (docs/decisions/351). Puts a person the organization already knows (from a talent pool, an earlier application) into the job's first stage, with the name, phone and résumé they last gave. No e-mail goes to them. Admins, recruiters and the job's hiring managers; the job must not be closed. Emits `application.created`; audited as `application.created` with `source: \"sourced\"` and the caller as actor.",
    access: "authenticated",
    need: rows("a job the caller cannot see is 404; adding a candidate to it needs `applications.manage` and a job the caller manages (403)"),
    params: JobIdParams,
    parameterDocs: { id: "Id of the job" },
    body: SourceApplicationBody,
    bodyExample: { candidateId: 40 },
    success: { status: 201, description: "The new application", schema: ApplicationResponse, example: { application: { ...application, coverLetter: null, source: "sourced" } } },
    errors: {
      400: "Invalid body, or a candidate id that names no candidate the caller can see (or an erased one).",
      403: "The caller sees the job but does not manage it.",
      404: "No such job the caller can see.",
      409: "The person already has an application for this job, or the job is closed or has no stages.",
    },
  },
});
