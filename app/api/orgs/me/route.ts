import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { getOrganization } from "@/lib/server/organizations/get-organization";
import { otherMethods } from "@/lib/api/methods";
import { organizationOperations } from "@/lib/openapi/operations/organization";

// GET /api/orgs/me: the caller's organization
export const GET = route(organizationOperations.getOrganization, {
  handler: async ({ caller }) => json({ organization: await getOrganization(caller) }),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
