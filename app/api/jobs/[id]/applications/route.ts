import { readRoute } from "@/lib/api/handler";
import { ListJobApplicationsQuery } from "@/lib/schemas/application";
import { JobIdParams } from "@/lib/schemas/job";
import { ListApplicationsResponse } from "@/lib/schemas/responses/application";
import { listJobApplicationsStatement } from "@/lib/server/applications/list-job-applications";
import { otherMethods } from "@/lib/api/methods";

// GET /api/jobs/{id}/applications: the job's board, oldest applications first, filtered by stageId, status, q
export const GET = readRoute({
  params: JobIdParams,
  query: ListJobApplicationsQuery,
  response: ListApplicationsResponse,
  statement: ({ caller, params, query }) => listJobApplicationsStatement(caller, params.id, query),
  missing: "Job",
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
