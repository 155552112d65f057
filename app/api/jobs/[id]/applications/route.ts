import { route } from "@/lib/api/handler";
import { jsonText } from "@/lib/api/respond";
import { ListJobApplicationsQuery } from "@/lib/schemas/application";
import { JobIdParams } from "@/lib/schemas/job";
import { listJobApplications, listJobApplicationsStatement } from "@/lib/server/applications/list-job-applications";
import { otherMethods } from "@/lib/api/methods";

// GET /api/jobs/{id}/applications: the job's board, oldest applications first, filtered by stageId, status, q
export const GET = route({
  params: JobIdParams,
  query: ListJobApplicationsQuery,
  statement: ({ caller, params, query }) => listJobApplicationsStatement(caller, params.id, query),
  missing: "Job",
  handler: async ({ caller, params, query }) => jsonText(await listJobApplications(caller, params.id, query)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
