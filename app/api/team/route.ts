import { route } from "@/lib/api/handler";
import { json } from "@/lib/api/respond";
import { listTeam } from "@/lib/server/team/list-team";
import { otherMethods } from "@/lib/api/methods";

// GET /api/team: members of the organization, and pending invitations for admins (extension)
export const GET = route({
  handler: async ({ caller }) => json(await listTeam(caller)),
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
