import { createApiKey, createOrganization, createUser } from "@/prisma/factories";
import type { BuiltInRoleKey } from "@/lib/auth/permissions";

// the team's four roles (an agency's recruiter is made by tests/agencies.test.ts, linked to an agency)
export const ROLES = ["admin", "recruiter", "hiring_manager", "interviewer"] as const satisfies readonly BuiltInRoleKey[];
type Role = (typeof ROLES)[number];

export type Member = { id: string; name: string; email: string; role: Role; organizationId: number; key: string };

// An organization with one user per role, each with an API key.
export async function createWorld(name = "World Org") {
  const organization = await createOrganization({ name });
  const members = {} as Record<Role, Member>;
  for (const role of ROLES) {
    const user = await createUser(organization.id, { role });
    const { plaintext } = await createApiKey(user);
    members[role] = { id: user.id, name: user.name, email: user.email, role, organizationId: organization.id, key: plaintext };
  }
  return { organization, ...members };
}
