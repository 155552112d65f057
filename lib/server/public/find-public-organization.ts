import { db } from "@/lib/db";
import { NotFound } from "@/lib/errors";
import { publicOrganizationSelect, type PublicOrganization } from "@/lib/schemas/public";
import { asVisitorOf } from "@/lib/server/public/public-scope";

// The public face of an organization by its slug; an unknown slug is not found.
export async function findPublicOrganization(slug: string): Promise<PublicOrganization & { id: number }> {
  return asVisitorOf(slug, async () => {
    const organization = await db.organization.findUnique({
      where: { slug },
      select: { id: true, ...publicOrganizationSelect },
    });
    if (!organization) throw new NotFound("Organization");
    return organization;
  });
}
