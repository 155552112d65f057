import { BUILT_IN_ROLES, normalizePermissions } from "@/lib/auth/permissions";

// The rows every new organization starts with (nested in its create, so it never exists without
// them); organizations that existed before roles were rows got the same from their migration.
export function builtInRoleRows() {
  return Object.entries(BUILT_IN_ROLES).map(([key, role]) => ({ key, name: role.name, builtIn: true, permissions: normalizePermissions(role.permissions) }));
}
