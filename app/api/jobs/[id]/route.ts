import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { JobIdParams, UpdateJobBody } from "@/lib/schemas/job";
import { getJob } from "@/lib/server/jobs/get-job";
import { updateJob } from "@/lib/server/jobs/update-job";
import { otherMethods } from "@/lib/api/methods";

// GET /api/jobs/{id}: one visible job (extension)
export const GET = route({
  params: JobIdParams,
  handler: async ({ caller, params }) => json({ job: await getJob(caller, params.id) }),
});

// PATCH /api/jobs/{id}: partial update by a manager of the job (extension)
export const PATCH = route({
  params: JobIdParams,
  body: UpdateJobBody,
  handler: async ({ caller, params, body }) => json({ job: await updateJob(caller, params.id, body) }),
});

export const { POST, PUT, DELETE, OPTIONS } = otherMethods({ GET, PATCH });
