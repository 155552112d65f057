import { publicRoute } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { listPublicJobs } from "@/lib/server/public/list-public-jobs";
import { otherMethods } from "@/lib/api/methods";
import { publicOperations } from "@/lib/openapi/operations/public";

// GET /api/public/orgs/{slug}/jobs: the organization's open jobs, newest first, filtered and paged
export const GET = publicRoute(publicOperations.listPublicJobs, {
  handler: async ({ params, query }) => json(await listPublicJobs(params.slug, query)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
