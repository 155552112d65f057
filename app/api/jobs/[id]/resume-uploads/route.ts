import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { createResumeUpload } from "@/lib/server/resume-uploads/create-upload";
import { listResumeUploads } from "@/lib/server/resume-uploads/get-upload";
import { resumeUploadOperations } from "@/lib/openapi/operations/resume-uploads";

// GET /api/jobs/{id}/resume-uploads: the job's last uploads, newest first, with their counts
export const GET = route(resumeUploadOperations.listResumeUploads, {
  handler: async ({ caller, params }) => json(await listResumeUploads(caller, params.id)),
});

// POST /api/jobs/{id}/resume-uploads: an empty upload the files are then sent to (201)
export const POST = route(resumeUploadOperations.createResumeUpload, {
  handler: async ({ caller, params }) => json({ upload: await createResumeUpload(caller, params.id) }, 201),
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
