import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { UpdateBrandingBody } from "@/lib/schemas/organization";
import { updateBranding } from "@/lib/server/organizations/update-branding";

// PATCH /api/orgs/branding: logo URL and accent color of the careers pages (admins)
export const PATCH = route({
  body: UpdateBrandingBody,
  handler: async ({ caller, body }) => json({ organization: await updateBranding(caller, body) }),
});
