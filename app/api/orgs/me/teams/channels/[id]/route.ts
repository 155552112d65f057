import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { deleteTeamsChannel } from "@/lib/server/chat/teams-channels";
import { chatOperations } from "@/lib/openapi/operations/chat";

// DELETE /api/orgs/me/teams/channels/{id}: stop posting to that Teams channel (admins)
export const DELETE = route(chatOperations.deleteTeamsChannel, {
  handler: async ({ caller, params }) => {
    await deleteTeamsChannel(caller, params.id);
    return json({ ok: true });
  },
});

export const { GET, POST, PUT, PATCH, HEAD, OPTIONS } = otherMethods({ DELETE });
