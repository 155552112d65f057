import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { CreateJobBody, ListJobsQuery } from "@/lib/schemas/job";
import { createJob } from "@/lib/server/jobs/create-job";
import { listJobs } from "@/lib/server/jobs/list-jobs";

// GET /api/jobs: the caller's visible jobs, newest first, filtered by q (title) and location
export const GET = route({
  query: ListJobsQuery,
  handler: async ({ caller, query }) => json(await listJobs(caller, query)),
});

// POST /api/jobs: open a job with the default pipeline (admin, recruiter; extension)
export const POST = route({
  body: CreateJobBody,
  handler: async ({ caller, body }) => json({ job: await createJob(caller, body) }, 201),
});
