import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { UpdateBrandingBody } from "@/lib/schemas/organization";
import { updateBranding } from "@/lib/server/organizations/update-branding";
import { otherMethods } from "@/lib/api/methods";

// PATCH /api/orgs/branding: logo URL and accent color of the careers pages (admins)
export const PATCH = route({
  operation: "updateBranding",
  body: UpdateBrandingBody,
  handler: async ({ caller, body }) => json({ organization: await updateBranding(caller, body) }),
});

export const { GET, POST, PUT, DELETE, HEAD, OPTIONS } = otherMethods({ PATCH });
