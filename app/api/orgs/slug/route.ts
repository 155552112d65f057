import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { UpdateSlugBody } from "@/lib/schemas/organization";
import { updateSlug } from "@/lib/server/organizations/update-slug";
import { otherMethods } from "@/lib/api/methods";

// PATCH /api/orgs/slug: the organization's slug in careers URLs (admins)
export const PATCH = route({
  operation: "updateSlug",
  body: UpdateSlugBody,
  handler: async ({ caller, body }) => json({ organization: await updateSlug(caller, body.slug) }),
});

export const { GET, POST, PUT, DELETE, HEAD, OPTIONS } = otherMethods({ PATCH });
