import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { ListJobApplicationsQuery } from "@/lib/schemas/application";
import { JobIdParams } from "@/lib/schemas/job";
import { listJobApplications } from "@/lib/server/applications/list-job-applications";

// GET /api/jobs/{id}/applications: the job's board, oldest applications first, filtered by stageId, status, q
export const GET = route({
  params: JobIdParams,
  query: ListJobApplicationsQuery,
  handler: async ({ caller, params, query }) => json(await listJobApplications(caller, params.id, query)),
});
