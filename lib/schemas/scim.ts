import { z } from "zod";

// PATCH /api/orgs/me/scim-groups/{id}: the role a directory group's members get (null: none)
export const MapScimGroupBody = z.object({
  roleId: z.number().int().min(1).max(2_147_483_647).nullable(),
});
export type MapScimGroupBody = z.output<typeof MapScimGroupBody>;
