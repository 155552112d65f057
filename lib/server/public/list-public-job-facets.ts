import { db } from "@/lib/db";
import { asVisitorOf } from "@/lib/server/public/public-scope";

export type PublicJobFacets = { locations: string[]; departments: string[] };

// The distinct locations and departments of an organization's open jobs, for the board's filter menus.
export async function listPublicJobFacets(organizationSlug: string): Promise<PublicJobFacets> {
  return asVisitorOf(organizationSlug, async () => {
    const rows = await db.$queryRaw<{ kind: "location" | "department"; value: string }[]>`
      SELECT DISTINCT 'location' AS kind, j.location AS value
        FROM jobs j JOIN organizations o ON o.id = j.organization_id
       WHERE o.slug = ${organizationSlug} AND j.status = 'open' AND j.location IS NOT NULL
      UNION
      SELECT DISTINCT 'department', j.department
        FROM jobs j JOIN organizations o ON o.id = j.organization_id
       WHERE o.slug = ${organizationSlug} AND j.status = 'open' AND j.department IS NOT NULL
      ORDER BY 1, 2`;
    return {
      locations: rows.filter((r) => r.kind === "location").map((r) => r.value),
      departments: rows.filter((r) => r.kind === "department").map((r) => r.value),
    };
  });
}
