import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { getMe } from "@/lib/server/users/get-me";
import { roleOperations } from "@/lib/openapi/operations/roles";

// GET /api/users/me: the caller, their role's key and the permissions this credential acts with
export const GET = route(roleOperations.getMe, {
  handler: async ({ caller }) => json(await getMe(caller)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
