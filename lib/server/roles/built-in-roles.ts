import { BUILT_IN_ROLES, normalizePermissions } from "../../auth/permissions";

// The rows every new organization starts with (nested in its create, so it never exists without
// them); organizations that existed before roles were rows got the same from their migration.
export function builtInRoleRows() {
  return Object.entries(BUILT_IN_ROLES).map(([key, role]) => ({ key, name: role.name, builtIn: true, permissions: normalizePermissions(role.permissions) }));
}

// The same rows for tools that create an organization in plain SQL (the bench's seeds)
export function builtInRolesStatement(organizationId: number): { text: string; values: unknown[] } {
  const rows = builtInRoleRows();
  return {
    text: `INSERT INTO roles (organization_id, key, name, built_in, permissions)
           SELECT $1, r.key, r.name, true, string_to_array(r.permissions, ',') FROM unnest($2::text[], $3::text[], $4::text[]) AS r(key, name, permissions)`,
    values: [organizationId, rows.map((r) => r.key), rows.map((r) => r.name), rows.map((r) => r.permissions.join(","))],
  };
}
