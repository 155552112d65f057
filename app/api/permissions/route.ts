import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { PERMISSIONS } from "@/lib/auth/permissions";
import { roleOperations } from "@/lib/openapi/operations/roles";

// GET /api/permissions: the catalogue every role is made of, each permission with its sentence
export const GET = route(roleOperations.listPermissions, {
  handler: async () => json({ permissions: PERMISSIONS.map(({ key, description }) => ({ key, description })) }),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
