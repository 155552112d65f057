import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { listOrganizationTags } from "@/lib/server/candidate-tags/list-candidate-tags";
import { candidateOperations } from "@/lib/openapi/operations/candidates";

// GET /api/candidates/tags: the organization's tags the caller can see, most used first
export const GET = route(candidateOperations.listOrganizationTags, {
  handler: async () => json({ tags: await listOrganizationTags() }),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
