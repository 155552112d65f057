import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { readIfMatch, versionTag } from "@/lib/api/etag";
import { deleteJob } from "@/lib/server/jobs/delete-job";
import { getJob } from "@/lib/server/jobs/get-job";
import { updateJob } from "@/lib/server/jobs/update-job";
import { otherMethods } from "@/lib/api/methods";
import { jobOperations } from "@/lib/openapi/operations/jobs";

// GET /api/jobs/{id}: one visible job, with its version as ETag (extension)
export const GET = route(jobOperations.getJob, {
  handler: async ({ caller, params }) => {
    const job = await getJob(caller, params.id);
    return json({ job }, 200, { ETag: versionTag(job.updatedAt) });
  },
});

// PATCH /api/jobs/{id}: partial update by a manager of the job, only if If-Match (when sent)
// still names its version; answers the new ETag (extension)
export const PATCH = route(jobOperations.updateJob, {
  handler: async ({ caller, params, body, request }) => {
    const job = await updateJob(caller, params.id, body, readIfMatch(request));
    return json({ job }, 200, { ETag: versionTag(job.updatedAt) });
  },
});

// DELETE /api/jobs/{id}: delete a job nobody has applied to (admin, recruiter; extension)
export const DELETE = route(jobOperations.deleteJob, {
  handler: async ({ caller, params }) => {
    await deleteJob(caller, params.id);
    return json({ ok: true });
  },
});

export const { POST, PUT, OPTIONS } = otherMethods({ GET, PATCH, DELETE });
