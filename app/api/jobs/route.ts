import { readRoute, route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { createJob } from "@/lib/server/jobs/create-job";
import { listJobsStatement } from "@/lib/server/jobs/list-jobs";
import { otherMethods } from "@/lib/api/methods";
import { jobOperations } from "@/lib/openapi/operations/jobs";

// GET /api/jobs: the caller's visible jobs, newest first, filtered by q (title), location and
// updatedSince (which reads the sync frontier first)
export const GET = readRoute(jobOperations.listJobs, {
  statement: ({ caller, query }) => listJobsStatement(caller, query),
});

// POST /api/jobs: open a job with the default pipeline (admin, recruiter; extension)
export const POST = route(jobOperations.createJob, {
  handler: async ({ caller, body }) => json({ job: await createJob(caller, body) }, 201),
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
