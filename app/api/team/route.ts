import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { listTeam } from "@/lib/server/team/list-team";
import { otherMethods } from "@/lib/api/methods";
import { teamOperations } from "@/lib/openapi/operations/team";

// GET /api/team[?may=permission]: members of the organization, and pending invitations for admins (extension)
export const GET = route(teamOperations.getTeam, {
  handler: async ({ caller, query }) => json(await listTeam(caller, query)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
