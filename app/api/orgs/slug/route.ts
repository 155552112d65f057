import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { updateSlug } from "@/lib/server/organizations/update-slug";
import { otherMethods } from "@/lib/api/methods";
import { organizationOperations } from "@/lib/openapi/operations/organization";

// PATCH /api/orgs/slug: the organization's slug in careers URLs (admins)
export const PATCH = route(organizationOperations.updateSlug, {
  handler: async ({ caller, body }) => json({ organization: await updateSlug(caller, body.slug) }),
});

export const { GET, POST, PUT, DELETE, HEAD, OPTIONS } = otherMethods({ PATCH });
