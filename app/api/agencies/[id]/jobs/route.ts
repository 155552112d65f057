import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { replaceAgencyJobs } from "@/lib/server/agencies/agencies";
import { agencyOperations } from "@/lib/openapi/operations/agencies";

// PUT /api/agencies/{id}/jobs: replace the set of jobs given to the agency
export const PUT = route(agencyOperations.replaceAgencyJobs, {
  handler: async ({ caller, params, body }) => json({ agency: await replaceAgencyJobs(caller, params.id, body) }),
});

export const { GET, POST, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ PUT });
