import { z } from "zod";
import { PERMISSION_KEYS } from "@/lib/auth/permissions";
import { UserId } from "./common";

export const PermissionKey = z.enum(PERMISSION_KEYS as [string, ...string[]]).describe("A key of the permission catalogue (GET /api/permissions)");
export const PermissionEntry = z.object({
  key: PermissionKey,
  description: z.string().describe("What the permission lets a member do, in a sentence"),
});
export const PermissionsResponse = z.object({ permissions: z.array(PermissionEntry).describe("Every permission the product checks, in catalogue order") });

export const CurrentUserResponse = z.object({
  user: z.object({
    id: UserId,
    email: z.string(),
    name: z.string(),
    role: z.string().describe("The key of the member's role"),
    permissions: z.array(PermissionKey).describe("What this credential may do: the role's permissions, narrowed by an API key's own list"),
  }),
});

export const RoleView = z.object({
  id: z.number().int().positive(),
  key: z.string().describe("Stable; what a member's `role` answers. The built-in keys are admin, recruiter, hiring_manager and interviewer"),
  name: z.string(),
  builtIn: z.boolean().describe("One of the four every organization has: not deletable, and `admin` not editable"),
  permissions: z.array(PermissionKey).describe("In catalogue order"),
});
export const RoleResponse = z.object({ role: RoleView });
export const RolesResponse = z.object({ roles: z.array(RoleView).describe("The built-in roles first, then the organization's own by name") });
