import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { removeMember } from "@/lib/server/team/remove-member";
import { updateMember } from "@/lib/server/team/update-member";
import { otherMethods } from "@/lib/api/methods";
import { teamOperations } from "@/lib/openapi/operations/team";

// PATCH /api/team/{userId}: change a member's role, deactivate or reactivate them (admins; extension)
export const PATCH = route(teamOperations.updateMember, {
  handler: async ({ caller, params, body }) => json({ member: await updateMember(caller, params.userId, body) }),
});

// DELETE /api/team/{userId}: remove a member from the team (admins; extension)
export const DELETE = route(teamOperations.removeMember, {
  handler: async ({ caller, params }) => json(await removeMember(caller, params.userId)),
});

export const { GET, POST, PUT, HEAD, OPTIONS } = otherMethods({ PATCH, DELETE });
