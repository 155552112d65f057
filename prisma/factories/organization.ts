import { ownerDb } from "@/lib/db/owner";
import { builtInRoleRows } from "@/lib/server/roles/built-in-roles";
import { unique } from "./sequence";

export async function createOrganization(data: { name?: string; slug?: string; idpOrgId?: string | null; logoUrl?: string | null; accentColor?: string | null } = {}) {
  return ownerDb.organization.create({
    data: {
      name: data.name ?? "Test Org",
      slug: data.slug ?? unique("org").toLowerCase().replace(/[^a-z0-9-]/g, ""),
      idpOrgId: data.idpOrgId ?? null,
      logoUrl: data.logoUrl ?? null,
      accentColor: data.accentColor ?? null,
      roles: { create: builtInRoleRows() },
    },
  });
}
