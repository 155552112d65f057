import { route } from "@/lib/api/handler";
import { json, jsonText } from "@/lib/api/respond";
import { CreateJobBody, ListJobsQuery } from "@/lib/schemas/job";
import { createJob } from "@/lib/server/jobs/create-job";
import { listJobs, listJobsStatement } from "@/lib/server/jobs/list-jobs";
import { otherMethods } from "@/lib/api/methods";

// GET /api/jobs: the caller's visible jobs, newest first, filtered by q (title), location and
// updatedSince (which reads the sync frontier first, so it takes the handler)
export const GET = route({
  query: ListJobsQuery,
  statement: ({ caller, query }) => (query.updatedSince ? null : listJobsStatement(caller, query)),
  handler: async ({ caller, query }) => jsonText(await listJobs(caller, query)),
});

// POST /api/jobs: open a job with the default pipeline (admin, recruiter; extension)
export const POST = route({
  body: CreateJobBody,
  handler: async ({ caller, body }) => json({ job: await createJob(caller, body) }, 201),
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
