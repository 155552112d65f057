import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { getJobIntakeAddress } from "@/lib/server/intake/get-job-intake-address";
import { jobOperations } from "@/lib/openapi/operations/jobs";

// GET /api/jobs/{id}/intake-address: where applications to the job may be mailed (extension, docs/decisions/498)
export const GET = route(jobOperations.getJobIntakeAddress, {
  handler: async ({ caller, params }) => json({ intakeAddress: await getJobIntakeAddress(caller, params.id) }),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
