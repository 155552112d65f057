import { publicRoute } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { OrgSlugParams, PublicJobsQuery } from "@/lib/schemas/public";
import { listPublicJobs } from "@/lib/server/public/list-public-jobs";
import { otherMethods } from "@/lib/api/methods";

// GET /api/public/orgs/{slug}/jobs: the organization's open jobs, newest first, filtered and paged
export const GET = publicRoute({
  params: OrgSlugParams,
  query: PublicJobsQuery,
  handler: async ({ params, query }) => json(await listPublicJobs(params.slug, query)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
