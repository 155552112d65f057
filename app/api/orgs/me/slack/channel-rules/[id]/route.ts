import { route } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { deleteSlackChannelRule } from "@/lib/server/chat/slack-channel-rules";
import { chatOperations } from "@/lib/openapi/operations/chat";

// DELETE /api/orgs/me/slack/channel-rules/{id}: stop posting that event to that channel (admins)
export const DELETE = route(chatOperations.deleteSlackChannelRule, {
  handler: async ({ caller, params }) => {
    await deleteSlackChannelRule(caller, params.id);
    return json({ ok: true });
  },
});

export const { GET, POST, PUT, PATCH, HEAD, OPTIONS } = otherMethods({ DELETE });
