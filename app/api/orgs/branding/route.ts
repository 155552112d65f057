import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { updateBranding } from "@/lib/server/organizations/update-branding";
import { otherMethods } from "@/lib/api/methods";
import { organizationOperations } from "@/lib/openapi/operations/organization";

// PATCH /api/orgs/branding: logo URL and accent color of the careers pages (admins)
export const PATCH = route(organizationOperations.updateBranding, {
  handler: async ({ caller, body }) => json({ organization: await updateBranding(caller, body) }),
});

export const { GET, POST, PUT, DELETE, HEAD, OPTIONS } = otherMethods({ PATCH });
