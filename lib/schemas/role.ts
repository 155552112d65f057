import { z } from "zod";
import { PERMISSION_KEYS } from "@/lib/auth/permissions";
import { IdParams } from "./common";
import { RoleKey } from "./team";

const RoleName = z.string().trim().min(1).max(60);
// unknown keys are a 400 naming each one (the catalogue is GET /api/permissions)
const Permissions = z.array(z.enum(PERMISSION_KEYS as [string, ...string[]], { message: "is not a permission (see GET /api/permissions)" })).max(PERMISSION_KEYS.length * 2);

export const CreateRoleBody = z.object({
  name: RoleName,
  key: RoleKey.optional().meta({ description: "Stable key members' `role` answers; made from the name when not given" }),
  permissions: Permissions,
});
export type CreateRoleBody = z.output<typeof CreateRoleBody>;

export const UpdateRoleBody = z
  .object({ name: RoleName.optional(), permissions: Permissions.optional() })
  .refine((b) => b.name !== undefined || b.permissions !== undefined, "give name, permissions or both");
export type UpdateRoleBody = z.output<typeof UpdateRoleBody>;

export const RoleIdParams = IdParams;
export type RoleIdParams = z.output<typeof RoleIdParams>;
